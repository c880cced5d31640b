import type { Server } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) for the journeys, on a local port: its development login
 * and consent forms, the login typed being the account; one public client (PKCE, no secret).
 */
export async function startProvider(options: {
  port: number;
  redirectUri: string;
  clientId: string;
  accounts: Record<string, Record<string, unknown>>;
}): Promise<{ issuer: string; stop: () => Promise<void> }> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['journey provider cookie key'] },
    async findAccount(_ctx, id) {
      const account = options.accounts[id];
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(options.port, '127.0.0.1', () => resolve(listening));
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
