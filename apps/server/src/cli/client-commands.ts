import { TOKEN_SCOPES, ZAppClient } from '@atrium/contracts';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { ClientIdTaken } from '../identity/authorize/clients.ts';
import { CommandError } from './command-channel.ts';

/**
 * `atrium client add/list/remove`: the apps that sign an event's people in through Atrium
 * (identity/authorize). The event file's `clients` section writes the same table.
 */
export const ZClientCommands = [
  z.object({
    name: z.literal('client.add'),
    platform: z.string(),
    id: z.string(),
    clientName: z.string(),
    redirectUris: z.array(z.string()),
    scopes: z.array(z.string()).default([]),
  }),
  z.object({ name: z.literal('client.list'), platform: z.string() }),
  z.object({ name: z.literal('client.remove'), platform: z.string(), id: z.string() }),
] as const;
type TClientCommand = z.infer<(typeof ZClientCommands)[number]>;

export async function runClientCommand(ctx: AppContext, command: TClientCommand): Promise<string[]> {
  const platform = await ctx.platforms.requireByCode(command.platform);
  if (command.name === 'client.list') {
    const clients = await ctx.appClients.list(platform.id);
    if (clients.length === 0) return [`${platform.code}: no apps registered`];
    return clients.flatMap((c) => [
      `${c.id}: ${c.name} (scopes ${c.scopes.join(' ')})`,
      ...c.redirectUris.map((uri) => `  redirect ${uri}`),
    ]);
  }
  if (command.name === 'client.remove') {
    if (!(await ctx.appClients.remove(platform.id, command.id)))
      throw new CommandError(`${platform.code} has no client ${command.id}`);
    return [`Removed ${command.id} from ${platform.code}`];
  }
  const parsed = ZAppClient.safeParse({
    id: command.id,
    name: command.clientName,
    redirectUris: command.redirectUris,
    ...(command.scopes.length ? { scopes: command.scopes } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const option = { id: '--id', name: '--name', redirectUris: '--redirect-uri', scopes: '--scope' }[
      String(issue?.path[0])
    ];
    const hint = issue?.path[0] === 'scopes' ? ` (${TOKEN_SCOPES.join(', ')})` : '';
    throw new CommandError(`${option ?? 'client'}: ${issue?.message}${hint}`);
  }
  try {
    const outcome = await ctx.appClients.save(platform.id, parsed.data);
    const issuer = ctx.config.publicUrl;
    return [
      `${outcome === 'created' ? 'Registered' : 'Updated'} ${parsed.data.id} in ${platform.code}`,
      `Issuer (discovery at ${issuer}/.well-known/openid-configuration): ${issuer}`,
    ];
  } catch (error) {
    if (error instanceof ClientIdTaken) throw new CommandError(error.message);
    throw error;
  }
}
