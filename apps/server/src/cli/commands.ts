import {
  PROGRAMME_LABEL_KINDS,
  parseSettingAssignment,
  type TStoredPlatformSettings,
  USER_ROLES,
  ZUserRole,
} from '@atrium/contracts';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { reportLines } from '../modules/schedule-import/schedule-import.service.ts';
import { ScheduleRejected } from '../modules/schedule-import/schedule-types.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../modules/seed/demo-data.ts';
import { seedDemoFiles } from '../modules/seed/demo-files.ts';
import { seedDemo } from '../modules/seed/demo-seed.ts';
import { DEMO_STAFF_EMAIL } from '../modules/seed/demo-stands.ts';
import { ZNewUser } from '../modules/users/users.service.ts';
import { BackupError, backupTo } from '../ops/backup.ts';
import { runClientCommand, ZClientCommands } from './client-commands.ts';
import { CommandError } from './command-channel.ts';
import { runEventCommand, signInLines, ZEventCommands } from './event-commands.ts';

/**
 * Organiser commands. Each runs against a context: in the CLI's own process when it may open
 * the database, or inside the running server (sent over its local command channel), so the
 * embedded database is only ever opened by one process.
 */
export const ZCommand = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('platform.create'),
    code: z.string(),
    title: z.string().min(1),
    settings: z.array(z.string()).default([]),
  }),
  z.object({ name: z.literal('platform.settings'), code: z.string(), set: z.array(z.string()).default([]) }),
  z.object({ name: z.literal('platform.list') }),
  z.object({ name: z.literal('platform.signIn'), code: z.string() }),
  z.object({
    name: z.literal('user.add'),
    platform: z.string(),
    email: z.string(),
    first: z.string(),
    last: z.string(),
    role: z.string(),
    password: z.string().optional(),
  }),
  z.object({ name: z.literal('user.import'), platform: z.string(), csv: z.string(), fileName: z.string() }),
  z.object({
    name: z.literal('user.disable'),
    platform: z.string(),
    email: z.string(),
    enable: z.boolean().default(false),
  }),
  z.object({ name: z.literal('seed.demo'), startDate: z.string().optional() }),
  z.object({
    name: z.literal('programme.label'),
    platform: z.string(),
    kind: z.enum(PROGRAMME_LABEL_KINDS),
    label: z.string(),
    fr: z.string(),
  }),
  z.object({ name: z.literal('platform.landing'), code: z.string(), homeVod: z.boolean() }),
  z.object({
    name: z.literal('programme.session'),
    platform: z.string(),
    id: z.number().int().positive().optional(),
    key: z.string().min(1).optional(),
    chat: z.boolean().optional(),
    questions: z.boolean().optional(),
    authorisation: z.boolean().optional(),
    moderators: z.array(z.string()).default([]),
  }),
  /** An absolute folder, absent or empty (the CLI resolves the path the operator typed). */
  z.object({ name: z.literal('backup'), target: z.string().min(1) }),
  z.object({ name: z.literal('files.list') }),
  z.object({ name: z.literal('files.verify'), remove: z.boolean().default(false) }),
  z.object({ name: z.literal('user.role'), platform: z.string(), email: z.string(), role: z.string() }),
  z.object({
    name: z.literal('schedule.import'),
    platform: z.string(),
    /** The schedule's text: the CLI reads the file or fetches the URL and sends it. */
    text: z.string(),
    /** The file name or URL, for the report. */
    source: z.string(),
  }),
  ...ZEventCommands,
  ...ZClientCommands,
]);
export type TCommand = z.infer<typeof ZCommand>;

export { CommandError };

function fail(error: unknown): never {
  if (error instanceof HttpError || error instanceof CommandError || error instanceof BackupError)
    throw new CommandError(error.message);
  if (error instanceof Error) throw new CommandError(error.message);
  throw error;
}

function parseAssignments(assignments: string[]): TStoredPlatformSettings {
  let changes: TStoredPlatformSettings = {};
  for (const assignment of assignments) {
    const part = parseSettingAssignment(assignment);
    changes = {
      ...changes,
      ...part,
      show: { ...changes.show, ...part.show },
      modules: { ...changes.modules, ...part.modules },
      submit: { ...changes.submit, ...part.submit },
    };
  }
  if (!changes.submit || Object.keys(changes.submit).length === 0) delete changes.submit;
  if (!changes.show || Object.keys(changes.show).length === 0) delete changes.show;
  if (!changes.modules || Object.keys(changes.modules).length === 0) delete changes.modules;
  return changes;
}

/** Runs one command and returns the lines to print. */
export async function runCommand(ctx: AppContext, command: TCommand): Promise<string[]> {
  try {
    switch (command.name) {
      case 'platform.create': {
        const settings = { ...parseAssignments(command.settings), eventTitle: command.title };
        const platform = await ctx.platforms.create(command.code, settings);
        return [`Created event ${platform.code} (id ${platform.id}): ${platform.settings.eventTitle}`];
      }
      case 'platform.settings': {
        if (command.set.length === 0) {
          const platform = await ctx.platforms.requireByCode(command.code);
          return [JSON.stringify(platform.settings, null, 2)];
        }
        const platform = await ctx.platforms.updateSettings(command.code, parseAssignments(command.set));
        return command.set.map((s) => `${platform.code}: ${s.split('=')[0]} set`);
      }
      case 'platform.landing': {
        const platform = await ctx.platforms.requireByCode(command.code);
        await ctx.content.setHomeVod(platform.id, command.homeVod);
        return [
          `${platform.code}: the welcome page ${command.homeVod ? 'shows' : 'no longer shows'} the on-demand home`,
        ];
      }
      case 'platform.list': {
        const all = await ctx.platforms.list();
        return all.length ? all.map((p) => `${p.code}\t(id ${p.id})\t${p.settings.eventTitle}`) : ['No events yet.'];
      }
      case 'user.add': {
        const platform = await ctx.platforms.requireByCode(command.platform);
        const user = await ctx.users.create(platform.id, {
          email: command.email,
          firstName: command.first,
          lastName: command.last,
          role: command.role as never,
          password: command.password,
        });
        return [`Added ${user.email} (id ${user.id}) to ${platform.code} as ${command.role}`];
      }
      case 'user.import':
        return await importUsers(ctx, command.platform, command.csv, command.fileName);
      case 'user.disable': {
        const platform = await ctx.platforms.requireByCode(command.platform);
        const user = await ctx.users.setDisabled(platform.id, command.email, !command.enable);
        if (!command.enable) await ctx.identity.revokeAllForUser(user.id);
        return [`${user.email} ${command.enable ? 'enabled' : 'disabled'} in ${platform.code}`];
      }
      case 'seed.demo': {
        const result = await seedDemo(ctx, {
          clock: ctx.clock,
          startDate: command.startDate,
          scryptCost: ctx.config.scryptCost,
        });
        if (!result.created) return ['The demo event DEMO exists already; nothing changed.'];
        await seedDemoFiles(ctx.db, ctx.files, result.platformId);
        ctx.platforms.invalidate(result.platformId);
        return demoSummary(ctx.config.publicUrl, result.counts);
      }
      case 'programme.label': {
        const platform = await ctx.platforms.requireByCode(command.platform);
        await ctx.programme.setFrenchLabel(platform.id, command.kind, command.label, command.fr);
        return [
          command.fr.trim()
            ? `${platform.code}: ${command.kind} "${command.label}" is "${command.fr.trim()}" in French`
            : `${platform.code}: ${command.kind} "${command.label}" has no French name (English is shown)`,
        ];
      }
      case 'programme.session': {
        const platform = await ctx.platforms.requireByCode(command.platform);
        if (command.id === undefined && command.key === undefined)
          throw new CommandError('--id or --key: which session');
        const moderators = [];
        for (const email of command.moderators) moderators.push(await ctx.users.requireByEmail(platform.id, email));
        const changes = {
          ...(command.chat === undefined ? {} : { enableChat: command.chat }),
          ...(command.questions === undefined ? {} : { enableComments: command.questions }),
          ...(command.authorisation === undefined ? {} : { enableAuthorisationForComments: command.authorisation }),
        };
        const sessionId = await ctx.programme.setSessionOptions(
          platform.id,
          { id: command.id, key: command.key },
          changes,
          moderators.map((m) => m.id),
        );
        ctx.moderation.forget();
        const said = Object.entries(changes).map(([k, v]) => `${k} ${v ? 'on' : 'off'}`);
        return [
          `${platform.code}: session ${sessionId}${said.length ? `: ${said.join(', ')}` : ''}`,
          ...moderators.map((m) => `${m.email} moderates session ${sessionId}`),
        ];
      }
      case 'backup':
        return await backupTo(ctx, command.target);
      case 'files.list':
        return await listFiles(ctx);
      case 'files.verify':
        return await verifyFiles(ctx, command.remove);
      case 'user.role': {
        const platform = await ctx.platforms.requireByCode(command.platform);
        const role = ZUserRole.safeParse(command.role);
        if (!role.success) throw new CommandError(`--role: one of ${USER_ROLES.join(', ')} (got "${command.role}")`);
        const user = await ctx.users.setRole(platform.id, command.email, role.data);
        return [`${user.email} is now ${role.data} in ${platform.code}`];
      }
      case 'platform.signIn':
        return await signInLines(ctx, command.code);
      case 'event.export':
      case 'event.apply':
        return await runEventCommand(ctx, command);
      case 'client.add':
      case 'client.list':
      case 'client.remove':
        return await runClientCommand(ctx, command);
      case 'schedule.import': {
        try {
          const report = await ctx.scheduleImport.import(command.platform, command.text, command.source);
          return reportLines(report);
        } catch (error) {
          if (error instanceof ScheduleRejected)
            throw new CommandError(`${command.source} was not imported, nothing changed: ${error.message}`);
          throw error;
        }
      }
    }
  } catch (error) {
    fail(error);
  }
}

export function demoSummary(publicUrl: string, counts: Record<string, number>): string[] {
  return [
    `Demo event DEMO created: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}.`,
    `Open ${publicUrl}/DEMO and sign in with one of these accounts (password: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(14)} ${a.email}`),
    `  ${'stand staff'.padEnd(14)} ${DEMO_STAFF_EMAIL}`,
  ];
}

/**
 * `user import`: a CSV with a header row. Columns (case-insensitive): email, firstName (or
 * first), lastName (or last), role, password, organisation, jobTitle, country. Every row is
 * checked first; nothing is written if a row is wrong, and the error names its line.
 */
async function importUsers(ctx: AppContext, code: string, csv: string, fileName: string): Promise<string[]> {
  const platform = await ctx.platforms.requireByCode(code);
  const { parse } = await import('csv-parse/sync');
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map(normaliseHeader),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch (error) {
    throw new CommandError(`${fileName}: not a readable CSV file (${(error as Error).message})`);
  }
  if (records.length === 0) throw new CommandError(`${fileName}: no rows after the header`);
  const rows = records.map((record, index) => {
    const parsed = ZNewUser.safeParse({
      email: record.email,
      firstName: record.firstName,
      lastName: record.lastName,
      role: record.role || undefined,
      password: record.password || undefined,
      organisation: record.organisation,
      jobTitle: record.jobTitle,
      country: record.country,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CommandError(`${fileName}, line ${index + 2}: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    return parsed.data;
  });
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (seen.has(row.email)) throw new CommandError(`${fileName}, line ${index + 2}: ${row.email} appears twice`);
    seen.add(row.email);
  });
  let added = 0;
  let skipped = 0;
  for (const row of rows) {
    if (await ctx.users.repo.findByEmail(platform.id, row.email)) {
      skipped++;
      continue;
    }
    await ctx.users.create(platform.id, row);
    added++;
  }
  return [`Imported ${fileName} into ${platform.code}: ${added} added, ${skipped} already there.`];
}

function normaliseHeader(name: string): string {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  const map: Record<string, string> = {
    email: 'email',
    first: 'firstName',
    firstname: 'firstName',
    last: 'lastName',
    lastname: 'lastName',
    role: 'role',
    password: 'password',
    organisation: 'organisation',
    organization: 'organisation',
    jobtitle: 'jobTitle',
    country: 'country',
  };
  return map[key] ?? key;
}

/** `atrium files list`: where files live, and how many each event holds. */
async function listFiles(ctx: AppContext): Promise<string[]> {
  const storage = ctx.files.localRoot
    ? `folder ${ctx.files.localRoot}`
    : `bucket ${ctx.config.s3?.bucket} at ${ctx.config.s3?.endpoint}`;
  const lines = [`Storage: ${storage}`];
  const events = new Map((await ctx.platforms.list()).map((p) => [p.id, p.code]));
  const rows = await ctx.files.summary();
  if (rows.length === 0) lines.push('No stored files.');
  for (const row of rows) {
    lines.push(
      `${events.get(row.platformId) ?? row.platformId}\t${row.purpose}\t${row.files} files\t${Number(row.bytes)} bytes`,
    );
  }
  return lines;
}

/**
 * `atrium files verify [--remove-orphans]`: every registered file is in the storage with its
 * recorded size; objects nothing registers and uploads left unfinished are reported (and
 * removed with the flag). A missing or damaged file fails the command.
 */
async function verifyFiles(ctx: AppContext, remove: boolean): Promise<string[]> {
  const report = await ctx.files.verify({ remove });
  const lines = [`Checked ${report.checked} stored files.`];
  for (const m of report.missing) lines.push(`MISSING\t${m.key}\t(${m.name})`);
  for (const w of report.wrongSize)
    lines.push(`WRONG SIZE\t${w.key}\t(${w.name}): recorded ${w.recorded}, found ${w.found}`);
  for (const o of report.orphans) lines.push(`ORPHAN\t${o.key}\t${o.size} bytes`);
  for (const a of report.abandoned) lines.push(`UNFINISHED UPLOAD\t${a.key}\t(${a.name})`);
  if (remove) lines.push(`Removed ${report.removed} orphans and unfinished uploads.`);
  else if (report.orphans.length + report.abandoned.length > 0)
    lines.push('Run again with --remove-orphans to delete the orphans and unfinished uploads.');
  if (report.missing.length + report.wrongSize.length > 0) {
    throw new CommandError(
      [...lines, `${report.missing.length} missing and ${report.wrongSize.length} damaged files.`].join('\n'),
    );
  }
  lines.push('All stored files are present.');
  return lines;
}
