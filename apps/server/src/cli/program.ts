import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROGRAMME_LABEL_KINDS } from '@atrium/contracts';
import { Command } from 'commander';
import type { Config } from '../config/config.ts';
import { CommandError } from './command-channel.ts';
import type { TCommand } from './commands.ts';
import type { TEventExport } from './event-commands.ts';
import { execute, restore } from './run.ts';

/* The command line: every command, its options and their checks (`atrium --help`). */

const collect = (value: string, previous: string[]) => [...previous, value];

/** An on|off option: true or false, undefined when not given; anything else is refused naming the option. */
function onOff(option: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'on' && value !== 'off') throw new CommandError(`${option}: on or off (got "${value}")`);
  return value === 'on';
}

/** A schedule from a file, or fetched from an http(s) URL. */
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
