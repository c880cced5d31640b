import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One import of one file: where it points and what it takes. */
export interface TImport {
  /** Repository-relative path of the imported file (only imports within the repository are kept). */
  to: string;
  /** `import type` / `export type` (or every name type-only): gone at run time. */
  typeOnly: boolean;
  /** `import('…')`: loaded later, never part of a load-time cycle. */
  dynamic: boolean;
  /** The names taken (`*` for a namespace or `export *`). */
  names: string[];
}

export interface TSourceFile {
  path: string;
  imports: TImport[];
}

/** The repository root (this file is apps/server/src/test/boundaries/import-graph.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

const SOURCE = /\.(ts|tsx)$/;

/** Every .ts/.tsx file under a repository folder (repository-relative paths). */
export function listSources(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(relative(REPO_ROOT, full));
    }
  };
  walk(join(REPO_ROOT, folder));
  return out.sort();
}

/** Resolves a relative specifier as the bundlers do (explicit extension, else .ts/.tsx/index). */
function resolveSpecifier(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(REPO_ROOT, dirname(fromFile), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(REPO_ROOT, candidate);
  }
  return null;
}

function namedImport(clause: ts.ImportClause | undefined): { typeOnly: boolean; names: string[] } {
  if (!clause) return { typeOnly: false, names: [] }; // import './side-effect.ts'
  if (clause.isTypeOnly) return { typeOnly: true, names: [] };
  const names: string[] = [];
  let allTypes = clause.name === undefined;
  if (clause.name) names.push('default');
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) {
    names.push('*');
    allTypes = false;
  } else if (bindings) {
    for (const element of bindings.elements) {
      if (!element.isTypeOnly) {
        allTypes = false;
        names.push((element.propertyName ?? element.name).text);
      }
    }
    if (bindings.elements.length === 0) allTypes = false;
  }
  return { typeOnly: allTypes, names };
}

/** Parses one file's imports and re-exports (static and dynamic). */
export function readImports(path: string): TSourceFile {
  const text = readFileSync(join(REPO_ROOT, path), 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const imports: TImport[] = [];
  const add = (specifier: string, typeOnly: boolean, dynamic: boolean, names: string[]) => {
    const to = resolveSpecifier(path, specifier);
    if (to && SOURCE.test(to)) imports.push({ to, typeOnly, dynamic, names });
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const { typeOnly, names } = namedImport(statement.importClause);
      add(statement.moduleSpecifier.text, typeOnly, false, names);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const elements = clause && ts.isNamedExports(clause) ? clause.elements : undefined;
      const valueNames = elements?.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
      const typeOnly = statement.isTypeOnly || (valueNames !== undefined && valueNames.length === 0);
      add(statement.moduleSpecifier.text, typeOnly, false, valueNames ?? ['*']);
    }
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, true, ['*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { path, imports };
}

/**
 * The load-time import cycles among `files`: strongly connected components of the graph of
 * static value imports (type-only and dynamic imports cannot make a module read another
 * half-initialised one). Each cycle is reported as the paths in it.
 */
export function findCycles(files: TSourceFile[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    edges.set(
      file.path,
      file.imports.filter((i) => !i.typeOnly && !i.dynamic).map((i) => i.to),
    );
  }
  // Tarjan's algorithm, iterative enough for a few hundred files.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (edges.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) connect(node);
  return cycles;
}
