import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findCycles, listSources, REPO_ROOT, readImports, type TSourceFile } from './import-graph.ts';
import {
  COMPOSITION_ROOTS,
  EXEMPTIONS,
  FEATURE_ENTRIES,
  HTTP_FILES_FOR_SERVICES,
  TABLE_READS,
  type TRule,
} from './rules.ts';

export interface TViolation {
  rule: TRule;
  from: string;
  /** The table (rule `tables`), the imported file, or the files of a cycle. */
  to: string;
  message: string;
}

const SERVER = 'apps/server/src/';
const WEB = 'apps/web/src/';
const RULES_FILE = 'apps/server/src/test/boundaries/rules.ts';

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith(`${SERVER}test/`);

/** The domain a server file belongs to: its module, `identity`, or its top folder (realtime, cli, ...). */
export function serverDomain(path: string): string {
  const rest = path.slice(SERVER.length).split('/');
  if (rest[0] === 'modules' && rest.length > 2) return rest[1]!;
  return rest.length > 1 ? rest[0]! : rest[0]!.replace(/\.tsx?$/, '');
}

/** Table name → owning domain, read from every `*.tables.ts` (`export const x = pgTable(`). */
function tableOwners(serverFiles: string[]): Map<string, { domain: string; file: string }> {
  const owners = new Map<string, { domain: string; file: string }>();
  for (const file of serverFiles.filter((f) => f.endsWith('.tables.ts'))) {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    for (const match of text.matchAll(/^export const (\w+) = pgTable\(/gm)) {
      owners.set(match[1]!, { domain: serverDomain(file), file });
    }
  }
  return owners;
}

function serverViolations(files: TSourceFile[]): TViolation[] {
  const owners = tableOwners(files.map((f) => f.path));
  const tableFiles = new Set([...owners.values()].map((o) => o.file));
  const barrel = `${SERVER}db/schema.ts`;
  const out: TViolation[] = [];
  for (const file of files) {
    // Tests arrange any data they need; foreign keys in tables files and the db/ barrel are declarations.
    if (isTest(file.path) || file.path.endsWith('.tables.ts') || file.path.startsWith(`${SERVER}db/`)) continue;
    const domain = serverDomain(file.path);
    for (const imp of file.imports) {
      if (imp.typeOnly) continue;
      if (imp.to === barrel || tableFiles.has(imp.to)) {
        const names = imp.names.includes('*')
          ? [...owners].filter(([, o]) => imp.to === barrel || o.file === imp.to).map(([n]) => n)
          : imp.names.filter((n) => owners.has(n));
        for (const table of names) {
          const owner = owners.get(table)!.domain;
          const allowed = TABLE_READS.some(
            (r) => r.domain === domain && (r.tables === '*' || r.tables.includes(table)),
          );
          if (owner === domain || allowed) continue;
          out.push({
            rule: 'tables',
            from: file.path,
            to: table,
            message:
              `${file.path} uses table \`${table}\`, owned by the ${owner} domain. A domain reads and writes only ` +
              `its own tables (DESIGN: "other domains call its service, never its tables"): call the ${owner} ` +
              `service instead, or, if this read is genuinely part of the design, declare it in TABLE_READS ` +
              `(${RULES_FILE}) with the reason.`,
          });
        }
      }
      const repository = imp.to.match(/^apps\/server\/src\/modules\/([^/]+)\/[^/]+\.repository\.ts$/);
      if (repository && repository[1] !== domain && !COMPOSITION_ROOTS.includes(file.path)) {
        out.push({
          rule: 'repository',
          from: file.path,
          to: imp.to,
          message:
            `${file.path} imports ${imp.to}, the repository of the ${repository[1]} module. A module's SQL is ` +
            `its own: call the ${repository[1]} service (add the function it lacks there), or receive what you ` +
            `need from context.ts.`,
        });
      }
      const isDomainCode =
        (file.path.startsWith(`${SERVER}modules/`) || file.path.startsWith(`${SERVER}identity/`)) &&
        !file.path.endsWith('.routes.ts');
      if (isDomainCode && imp.to.startsWith(`${SERVER}http/`) && !HTTP_FILES_FOR_SERVICES.includes(imp.to)) {
        out.push({
          rule: 'http',
          from: file.path,
          to: imp.to,
          message:
            `${file.path} imports ${imp.to}. Services and repositories do not know HTTP (CONVENTIONS: thin ` +
            `routes, logic in services), so that the hub, the CLI and tests can call them: throw the errors of ` +
            `http/errors.ts and let the route (*.routes.ts) do the HTTP part.`,
        });
      }
    }
  }
  return out;
}

function webViolations(files: TSourceFile[]): TViolation[] {
  const out: TViolation[] = [];
  for (const file of files) {
    if (isTest(file.path)) continue;
    const area = file.path.slice(WEB.length).split('/')[0];
    for (const imp of file.imports) {
      if (imp.typeOnly) continue;
      const feature = imp.to.match(/^apps\/web\/src\/features\/([^/]+)\/(.+)$/);
      if (!feature) continue;
      if (area === 'components' || area === 'auth') {
        out.push({
          rule: 'web-layers',
          from: file.path,
          to: imp.to,
          message:
            `${file.path} imports ${imp.to}. ${area}/ sits below the features (shared MUI wrappers, the ` +
            `session): it must not depend on one. Pass what it needs in (props, a callback registered by the ` +
            `feature), or move the file into the feature or the shell.`,
        });
      }
      const entries = FEATURE_ENTRIES[feature[1]!] ?? [];
      if (area === 'shell' && !entries.includes(feature[2]!)) {
        out.push({
          rule: 'feature-entry',
          from: file.path,
          to: imp.to,
          message:
            `${file.path} imports ${imp.to}, which is internal to the ${feature[1]} feature. The shell uses ` +
            `a feature only through its public entries (FEATURE_ENTRIES in ${RULES_FILE}: ` +
            `${entries.length ? entries.join(', ') : 'none yet'}). Use one of them, or make this file an entry ` +
            `there if the shell truly needs it.`,
        });
      }
    }
  }
  return out;
}

function cycleViolations(files: TSourceFile[]): TViolation[] {
  return findCycles(files).map((cycle) => ({
    rule: 'cycle' as const,
    from: cycle[0]!,
    to: cycle.join(' → '),
    message:
      `Import cycle (value imports, loaded at start): ${cycle.join(', ')}. A module in a cycle can read ` +
      `another before it is initialised (undefined at import time). Move what both need into a third file, ` +
      `or make the back edge \`import type\` if only types cross it.`,
  }));
}

export interface TCheckResult {
  violations: TViolation[];
  /** Violations not covered by an exemption: these fail. */
  failures: TViolation[];
  /** Declared exceptions that nothing needs any more: these fail too. */
  stale: string[];
}

/** Reads the repository's server, web and contracts sources and applies every rule. */
export function checkBoundaries(): TCheckResult {
  const server = listSources('apps/server/src').map(readImports);
  const web = listSources('apps/web/src').map(readImports);
  const contracts = listSources('packages/contracts/src').map(readImports);
  const violations = [
    ...serverViolations(server),
    ...webViolations(web),
    ...cycleViolations(server),
    ...cycleViolations(web),
    ...cycleViolations(contracts),
  ];
  const exempted = (v: TViolation) => EXEMPTIONS.some((e) => e.rule === v.rule && e.from === v.from && e.to === v.to);
  const stale: string[] = [];
  for (const e of EXEMPTIONS) {
    if (!violations.some((v) => v.rule === e.rule && v.from === e.from && v.to === e.to)) {
      stale.push(`EXEMPTIONS: ${e.rule} ${e.from} → ${e.to} is no longer needed: delete it from ${RULES_FILE}.`);
    }
  }
  stale.push(...staleTableReads(server));
  return { violations, failures: violations.filter((v) => !exempted(v)), stale };
}

/** TABLE_READS entries naming a table the domain no longer uses. */
function staleTableReads(server: TSourceFile[]): string[] {
  const owners = tableOwners(server.map((f) => f.path));
  const used = new Map<string, Set<string>>();
  for (const file of server) {
    if (isTest(file.path)) continue;
    const domain = serverDomain(file.path);
    for (const imp of file.imports) {
      if (imp.typeOnly) continue;
      for (const name of imp.names) {
        if (owners.has(name)) used.set(domain, (used.get(domain) ?? new Set()).add(name));
      }
    }
  }
  const out: string[] = [];
  for (const read of TABLE_READS) {
    if (read.tables === '*') continue;
    for (const table of read.tables) {
      if (!used.get(read.domain)?.has(table)) {
        out.push(`TABLE_READS: ${read.domain} no longer uses \`${table}\`: delete it from ${RULES_FILE}.`);
      }
    }
  }
  return out;
}
