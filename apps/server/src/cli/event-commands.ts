import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { scopesOf, secretStatus, signInSettingsOf } from '../identity/external/providers.ts';
import { applyReportLines, EventFileInvalid } from '../modules/event-file/event-file.service.ts';

/**
 * `atrium event export` and `atrium event apply` (docs/ARCHITECTURE.md, "The event as a file"),
 * as commands the CLI runs itself or sends to the running server. Files travel inside the
 * command, base64-encoded, by their path relative to the event file. Errors are plain: the
 * command runner turns them into the CLI's message.
 */
export const ZEventCommands = [
  z.object({ name: z.literal('event.export'), code: z.string(), withFiles: z.boolean().default(false) }),
  z.object({
    name: z.literal('event.apply'),
    platform: z.string(),
    /** The file as parsed from YAML or JSON (apply validates it). */
    file: z.unknown(),
    /** The bytes of the paths the file names, base64. */
    files: z.record(z.string(), z.string()).default({}),
    dryRun: z.boolean().default(false),
    /** The file's name, for messages. */
    source: z.string(),
  }),
] as const;
type TEventCommand = z.infer<(typeof ZEventCommands)[number]>;

/** What `event export` answers: the file, and the stored files it names (base64 by path). */
export interface TEventExport {
  file: unknown;
  files: Record<string, string>;
}

export async function runEventCommand(ctx: AppContext, command: TEventCommand): Promise<string[]> {
  if (command.name === 'event.export') {
    const platform = await ctx.platforms.requireByCode(command.code);
    const files: Record<string, string> = {};
    const file = await ctx.eventFile.exportEvent(
      platform.id,
      command.withFiles
        ? {
            writeFile: async (relPath, bytes) => {
              files[relPath] = bytes.toString('base64');
            },
          }
        : {},
    );
    const answer: TEventExport = { file, files };
    return [JSON.stringify(answer)];
  }
  const platform = await ctx.platforms.getByCode(command.platform);
  if (!platform && command.dryRun) throw new Error(`No event ${command.platform} (a dry run creates none)`);
  const options = {
    dryRun: command.dryRun,
    readFile: async (relPath: string) => {
      // Own entries only: a file named like an object's built-in ("constructor") is no such entry.
      const data = Object.hasOwn(command.files, relPath) ? command.files[relPath] : undefined;
      if (data === undefined) throw new Error('no such file beside the event file');
      return Buffer.from(data, 'base64');
    },
  };
  try {
    if (platform)
      return applyReportLines(await ctx.eventFile.applyEvent(platform.id, command.file, options), platform.code);
    // A new event, removed again when the file is refused.
    const made = await ctx.eventFile.applyToNewEvent(command.platform, command.file, options);
    return [
      `Created event ${made.platform.code} (id ${made.platform.id})`,
      ...applyReportLines(made.report, made.platform.code),
    ];
  } catch (error) {
    if (error instanceof EventFileInvalid)
      throw new Error(`${command.source} was not applied, nothing changed:\n${error.message}`);
    throw error;
  }
}

/**
 * `atrium platform sign-in CODE`: how the event's people sign in: the password form or not, new
 * accounts or not, and each external provider with whether its secret is found where the entry says.
 */
export async function signInLines(ctx: AppContext, code: string): Promise<string[]> {
  const platform = await ctx.platforms.requireByCode(code);
  const settings = signInSettingsOf(platform.stored.signIn);
  const lines = [
    `${platform.code}: sign-in ${platform.settings.signInEnabled ? 'on' : 'off'}, password form ${settings.passwordForm ? 'shown' : 'hidden'}, new accounts from providers ${settings.newAccounts ? 'created' : 'refused'}`,
    `Redirect URI to register at each provider: ${ctx.externalSignIn.redirectUri}`,
  ];
  if (!settings.providers.length) lines.push("No external providers (the event file's signIn.providers adds them).");
  for (const p of settings.providers) {
    lines.push(
      `${p.id}: ${p.label} / ${p.labelFr || p.label}`,
      `  issuer ${p.issuer}, client ${p.clientId}, scopes ${scopesOf(p)}`,
      `  secret: ${await secretStatus(p, ctx.config.oidcSecrets)}`,
    );
  }
  return lines;
}
