#!/usr/bin/env node
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROGRAMME_LABEL_KINDS } from '@atrium/contracts';
import { Command } from 'commander';
import { type Config, ConfigError, loadConfig } from '../config/config.ts';
import type { AppContext } from '../context.ts';
import { ensurePrivateDir, restrictTree } from '../storage/file-storage.ts';
import { CONTROL_PATH, CommandError } from './command-channel.ts';
import type { TCommand } from './commands.ts';
import type { TEventExport } from './event-commands.ts';
import { acquireLock, readLock } from './lock.ts';

/**
 * Runs a command where it is safe: with PostgreSQL, directly; with the embedded database,
 * through the running server when there is one (never opening the database from a second
 * process), else in this process holding the data folder's lock.
 */
async function execute(config: Config, command: TCommand): Promise<string[]> {
  if (!config.databaseUrl) {
    const holder = readLock(config.dataDir);
    if (holder?.role === 'server' && holder.port && holder.secret)
      return sendToServer(holder.port, holder.secret, command);
    if (holder)
      throw new CommandError(
        `Another Atrium command (pid ${holder.pid}) is using ${config.dataDir}; try again when it ends.`,
      );
    const lock = acquireLock(config.dataDir, { role: 'command' });
    if ('heldBy' in lock)
      throw new CommandError(`${config.dataDir} is in use (pid ${lock.heldBy.pid}); try again in a moment.`);
    try {
      const pgliteDir = path.join(config.dataDir, 'db');
      // A new data folder is created (initdb, every migration): a long run too.
      const isOneOff = !LONG_COMMANDS.has(command.name) && existsSync(path.join(pgliteDir, 'PG_VERSION'));
      return await runLocally(config, command, { pgliteDir, isOneOff });
    } finally {
      lock.release();
    }
  }
  return runLocally(config, command, { url: config.databaseUrl });
}

/**
 * Commands that can work the embedded database for a long time (a whole programme, an event
 * file, every account of a CSV, the demo): their database starts as the server's does. Every
 * other command opens it for a short run (`isOneOff`, db/database.ts).
 */
const LONG_COMMANDS = new Set<TCommand['name']>([
  'schedule.import',
  'event.apply',
  'user.import',
  'seed.demo',
  'backup',
]);

async function runLocally(
  config: Config,
  command: TCommand,
  where: { url?: string; pgliteDir?: string; isOneOff?: boolean },
) {
  // The database, the services and the commands load when a command runs in this process, not
  // when it is sent to a running server (docs/PERFORMANCE.md, the CLI's start).
  const [{ migrate, openDatabase }, { createContext }, { runCommand }] = await Promise.all([
    import('../db/database.ts'),
    import('../context.ts'),
    import('./commands.ts'),
  ]);
  const database = await openDatabase(where);
  let ctx: AppContext | undefined;
  try {
    await migrate(database);
    if (where.pgliteDir) restrictTree(where.pgliteDir);
    ctx = await createContext(config, database);
    return await runCommand(ctx, command);
  } finally {
    // Everything the context opened (the hub's timers, Redis connections, the log writer, the
    // database) is closed, so that the process has nothing left to wait for and exits.
    if (ctx) await ctx.close();
    else await database.close();
  }
}

async function sendToServer(port: number, secret: string, command: TCommand): Promise<string[]> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}${CONTROL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-atrium-secret': secret },
      body: JSON.stringify(command),
    });
  } catch {
    throw new CommandError(
      `The Atrium server holding the embedded database does not answer on port ${port}. Stop it, or wait until it has started.`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as { lines?: string[]; message?: string };
  if (!response.ok) throw new CommandError(body.message ?? `The server refused the command (HTTP ${response.status}).`);
  return body.lines ?? [];
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** A schedule from a file, or fetched from an http(s) URL. */
/** An on|off option: true or false, undefined when not given; anything else is refused naming the option. */
function onOff(option: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'on' && value !== 'off') throw new CommandError(`${option}: on or off (got "${value}")`);
  return value === 'on';
}

async function readSchedule(fileOrUrl: string): Promise<string> {
  if (/^https?:\/\//i.test(fileOrUrl)) {
    let response: Response;
    try {
      response = await fetch(fileOrUrl, { signal: AbortSignal.timeout(60_000), redirect: 'follow' });
    } catch (error) {
      throw new CommandError(`Cannot fetch ${fileOrUrl}: ${(error as Error).message}`);
    }
    if (!response.ok) throw new CommandError(`Cannot fetch ${fileOrUrl}: HTTP ${response.status}`);
    return response.text();
  }
  try {
    return readFileSync(fileOrUrl, 'utf8');
  } catch (error) {
    throw new CommandError(`Cannot read ${fileOrUrl}: ${(error as Error).message}`);
  }
}

/** `event export`: the file on stdout (YAML or JSON); with `--files`, the stored files under that folder. */
async function exportEvent(config: Config, code: string, o: { format: string; files?: string }): Promise<string> {
  if (o.format !== 'yaml' && o.format !== 'json') throw new CommandError(`--format: yaml or json (got "${o.format}")`);
  const [line] = await execute(config, { name: 'event.export', code, withFiles: o.files !== undefined });
  const answer = JSON.parse(line ?? '{}') as TEventExport;
  if (o.files !== undefined) {
    for (const [relPath, data] of Object.entries(answer.files)) {
      const target = path.join(o.files, relPath);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, Buffer.from(data, 'base64'));
    }
  }
  if (o.format === 'json') return `${JSON.stringify(answer.file, null, 2)}\n`;
  const { stringify: stringifyYaml } = await import('yaml');
  return stringifyYaml(answer.file);
}

export function buildProgram(config: () => Config, onServe: () => void = () => {}): Command {
  const program = new Command('atrium').description('Atrium virtual event portal').showHelpAfterError();
  const run = async (command: TCommand) => {
    for (const line of await execute(config(), command)) console.log(line);
  };

  program
    .command('serve')
    .description('Serve the portal (API, identity, SPA); migrates and seeds the demo on first start')
    .action(async () => {
      onServe();
      // The web server, the hub and the routes load only to serve: a one-off command (`platform
      // list`) starts without them (docs/PERFORMANCE.md, the CLI's start).
      const { serve } = await import('./server.ts');
      await serve(config());
    });

  const platform = program.command('platform').description('Events');
  platform
    .command('create <code>')
    .requiredOption('--title <title>', 'event title')
    .option('--set <key=value>', 'a setting (repeatable)', collect, [])
    .description('Create an event')
    .action((code: string, o: { title: string; set: string[] }) =>
      run({ name: 'platform.create', code, title: o.title, settings: o.set }),
    );
  platform
    .command('settings <code>')
    .option('--set <key=value>', 'change a setting, e.g. open=true, show.Likes=true (repeatable)', collect, [])
    .description('Show or change an event’s settings')
    .action((code: string, o: { set: string[] }) => run({ name: 'platform.settings', code, set: o.set }));
  platform
    .command('landing <code>')
    .requiredOption('--home-vod <on|off>', 'show the on-demand home on the welcome page')
    .description('The welcome page of an event')
    .action((code: string, o: { homeVod: string }) =>
      run({ name: 'platform.landing', code, homeVod: onOff('--home-vod', o.homeVod) as boolean }),
    );
  platform
    .command('sign-in <code>')
    .description("How the event's people sign in: password form, new accounts, external providers")
    .action((code: string) => run({ name: 'platform.signIn', code }));
  const clientCommand = program
    .command('client')
    .description('Apps that sign people in through Atrium (OpenID Connect)');
  clientCommand
    .command('add <code>')
    .requiredOption('--id <id>', 'the client id (unique across events)')
    .requiredOption('--name <name>', 'the name shown on the consent card')
    .option('--redirect-uri <uri>', 'a redirect URI, matched exactly (repeatable)', collect, [])
    .option('--scope <scope>', 'a scope the app may ask for (repeatable; default openid profile email)', collect, [])
    .description('Register an app with the event, or change it')
    .action((code: string, o: { id: string; name: string; redirectUri: string[]; scope: string[] }) =>
      run({
        name: 'client.add',
        platform: code,
        id: o.id,
        clientName: o.name,
        redirectUris: o.redirectUri,
        scopes: o.scope,
      }),
    );
  clientCommand
    .command('list <code>')
    .description("List the event's apps")
    .action((code: string) => run({ name: 'client.list', platform: code }));
  clientCommand
    .command('remove <code> <id>')
    .description('Remove an app (its sign-ins already made stay until they end)')
    .action((code: string, id: string) => run({ name: 'client.remove', platform: code, id }));
  platform
    .command('list')
    .description('List events')
    .action(() => run({ name: 'platform.list' }));

  const user = program.command('user').description('Accounts');
  user
    .command('add')
    .requiredOption('--platform <code>', 'event code')
    .requiredOption('--email <email>')
    .requiredOption('--first <first name>')
    .requiredOption('--last <last name>')
    .option('--role <role>', 'attendee|speaker|moderator|admin|report-viewer|submitter', 'attendee')
    .option('--password <password>', 'at least 8 characters; without one, the person sets it through "forgot password"')
    .description('Add an account')
    .action((o: { platform: string; email: string; first: string; last: string; role: string; password?: string }) =>
      run({ name: 'user.add', ...o }),
    );
  user
    .command('import <file>')
    .requiredOption('--platform <code>', 'event code')
    .description(
      'Import accounts from a CSV file (email, firstName, lastName, role, password, organisation, jobTitle, country)',
    )
    .action((file: string, o: { platform: string }) => {
      let csv: string;
      try {
        csv = readFileSync(file, 'utf8');
      } catch (error) {
        throw new CommandError(`Cannot read ${file}: ${(error as Error).message}`);
      }
      return run({ name: 'user.import', platform: o.platform, csv, fileName: path.basename(file) });
    });
  user
    .command('role')
    .requiredOption('--platform <code>', 'event code')
    .requiredOption('--email <email>')
    .requiredOption('--role <role>', 'attendee|speaker|moderator|admin|report-viewer|submitter')
    .description('Change the role of an account')
    .action((o: { platform: string; email: string; role: string }) => run({ name: 'user.role', ...o }));
  user
    .command('disable')
    .requiredOption('--platform <code>')
    .requiredOption('--email <email>')
    .option('--enable', 'enable the account again', false)
    .description('Disable (or enable) an account; disabling ends its sign-ins')
    .action((o: { platform: string; email: string; enable: boolean }) => run({ name: 'user.disable', ...o }));

  program
    .command('import')
    .description('Import data')
    .command('schedule <fileOrUrl>')
    .requiredOption('--platform <code>', 'event code')
    .description(
      'Import a conference schedule (c3voc schedule.json v1 or schema 2, frab/pentabarf schedule.xml) from a file or an http(s) URL; importing it again updates it in place',
    )
    .action(async (fileOrUrl: string, o: { platform: string }) => {
      const text = await readSchedule(fileOrUrl);
      return run({ name: 'schedule.import', platform: o.platform, text, source: fileOrUrl });
    });

  program
    .command('seed')
    .description('Demo data')
    .command('demo')
    .option('--start <date>', 'first day, YYYY-MM-DD (default: today)')
    .description('Create the demo event DEMO with its accounts, if it does not exist')
    .action((o: { start?: string }) => run({ name: 'seed.demo', startDate: o.start }));

  const programme = program.command('programme').description('The programme');
  programme
    .command('session')
    .requiredOption('--platform <code>', 'event code')
    .option('--id <id>', 'the session id')
    .option('--key <key>', "the session's key in the imported schedule (its guid)")
    .option('--chat <on|off>', "the session's live chat")
    .option('--questions <on|off>', 'questions and answers')
    .option('--authorisation <on|off>', 'questions shown only once a moderator approves them')
    .option('--moderator <email...>', 'accounts that moderate the session (added to its moderators)')
    .description("Turn a session's chat and questions on or off, and give it moderators")
    .action(
      (o: {
        platform: string;
        id?: string;
        key?: string;
        chat?: string;
        questions?: string;
        authorisation?: string;
        moderator?: string[];
      }) => {
        const id = o.id === undefined ? undefined : Number(o.id);
        if (id !== undefined && !(Number.isInteger(id) && id > 0))
          throw new CommandError(`--id: a session id (got "${o.id}")`);
        return run({
          name: 'programme.session',
          platform: o.platform,
          id,
          key: o.key,
          chat: onOff('--chat', o.chat),
          questions: onOff('--questions', o.questions),
          authorisation: onOff('--authorisation', o.authorisation),
          moderators: o.moderator ?? [],
        });
      },
    );
  programme
    .command('label')
    .requiredOption('--platform <code>', 'event code')
    .requiredOption('--kind <kind>', 'type, theme or room')
    .requiredOption('--name <name>', 'the English name, as the sessions or rooms have it')
    .requiredOption('--fr <name>', 'its French name ("" removes it: English is shown)')
    .description('Name a session type, theme or room in French')
    .action((o: { platform: string; kind: string; name: string; fr: string }) => {
      const kind = PROGRAMME_LABEL_KINDS.find((k) => k === o.kind);
      if (!kind) throw new CommandError(`--kind: one of ${PROGRAMME_LABEL_KINDS.join(', ')} (got "${o.kind}")`);
      return run({ name: 'programme.label', platform: o.platform, kind, label: o.name, fr: o.fr });
    });

  const event = program.command('event').description('The event as a file (YAML or JSON)');
  event
    .command('export <code>')
    .option('--format <format>', 'yaml or json', 'yaml')
    .option('--files <dir>', 'write the stored files the event uses under this folder (keep the file there too)')
    .description('Print an event’s setup as a file: settings, menu, pages, stands, ads, lounges, people, programme')
    .action(async (code: string, o: { format: string; files?: string }) => {
      const text = await exportEvent(config(), code, o);
      // Written out before the process exits (a pipe takes a large file in several writes).
      await new Promise<void>((resolve, reject) =>
        process.stdout.write(text, (error) => (error ? reject(error) : resolve())),
      );
    });
  event
    .command('apply <file>')
    .option('--platform <code>', 'the event to apply it to (created when it does not exist)')
    .option('--dry-run', 'check the file and print what would change, changing nothing', false)
    .description(
      'Apply an event file: the whole file is checked first (nothing changes when any part is wrong); things the file does not name are left as they are',
    )
    .action(async (file: string, o: { platform?: string; dryRun: boolean }) => {
      const { eventApplyCommand } = await import('./event-apply-file.ts');
      for (const line of await execute(config(), await eventApplyCommand(file, o))) console.log(line);
    });

  const files = program.command('files').description('Stored files');
  files
    .command('list')
    .description('Where files are stored, and how many each event holds')
    .action(() => run({ name: 'files.list' }));
  files
    .command('verify')
    .option('--remove-orphans', 'delete objects nothing registers and unfinished uploads', false)
    .description('Check that every registered file is in the storage with its size; report orphans')
    .action((o: { removeOrphans: boolean }) => run({ name: 'files.verify', remove: o.removeOrphans }));

  program
    .command('backup <folder>')
    .description(
      'Back up the embedded database and the stored files into a new folder (safe while the server runs); with PostgreSQL, the files (use pg_dump for the database)',
    )
    .action((folder: string) => run({ name: 'backup', target: path.resolve(folder) }));

  program
    .command('restore <folder>')
    .option('--force', 'restore over an existing database and files (they are kept aside, renamed)', false)
    .description('Restore a backup made by "atrium backup" into DATA_DIR; the server must be stopped')
    .action(async (folder: string, o: { force: boolean }) => {
      for (const line of await restore(config(), path.resolve(folder), o.force)) console.log(line);
    });

  return program;
}

/** Restores into the data folder, holding its lock: never while a server or a command uses it. */
async function restore(config: Config, source: string, force: boolean): Promise<string[]> {
  const [{ migrate, openDatabase }, { BackupError, restoreInto }] = await Promise.all([
    import('../db/database.ts'),
    import('../ops/backup.ts'),
  ]);
  ensurePrivateDir(config.dataDir);
  const lock = acquireLock(config.dataDir, { role: 'command' });
  if ('heldBy' in lock)
    throw new CommandError(
      `${config.dataDir} is in use by ${lock.heldBy.role === 'server' ? 'a running server' : 'a command'} (pid ${lock.heldBy.pid}): stop it before restoring.`,
    );
  try {
    const lines = await restoreInto(source, config.dataDir, { force, embedded: !config.databaseUrl });
    if (!config.databaseUrl) {
      // A backup from an older version is brought up to this one's schema now, not at the next start.
      const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'db') });
      try {
        const applied = await migrate(database);
        if (applied.length) lines.push(`Migrations applied: ${applied.join(', ')}`);
      } finally {
        await database.close();
      }
      restrictTree(path.join(config.dataDir, 'db'));
    }
    return lines;
  } catch (error) {
    if (error instanceof BackupError) throw new CommandError(error.message);
    throw error;
  } finally {
    lock.release();
  }
}

async function main() {
  // Everything this process creates (the data folder, database files, mails in the outbox,
  // uploaded files) is for its own account only: folders 0700, files 0600.
  process.umask(0o077);
  let config: Config | undefined;
  const getConfig = () => {
    config ??= loadConfig();
    return config;
  };
  let serving = false;
  try {
    await buildProgram(getConfig, () => {
      serving = true;
    }).parseAsync(process.argv);
    // A one-off command has closed what it opened; exiting here still guarantees that nothing a
    // library leaves behind (a socket, a timer) keeps `atrium platform list` from returning.
    if (!serving) process.exit(0);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof CommandError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

await main();
