import type { Server } from 'node:http';
import Provider from 'oidc-provider';

/** A person known to the test provider: the login typed at its form is the subject. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  organisation?: string;
}

export interface TestProvider {
  issuer: string;
  accounts: Map<string, ProviderAccount>;
  /** Stops answering (a provider that is down); `start` answers again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real, certified OpenID provider (oidc-provider) on a local port, with its development
 * login and consent forms: the login typed is the account (a password is asked and not
 * checked), the accounts are the test's. One confidential client, or a public one without secret.
 */
export async function startTestProvider(options: {
  port: number;
  redirectUri: string;
  clientId: string;
  clientSecret?: string;
}): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const accounts = new Map<string, ProviderAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        ...(options.clientSecret
          ? { client_secret: options.clientSecret, token_endpoint_auth_method: 'client_secret_post' }
          : { token_endpoint_auth_method: 'none' }),
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'organisation'],
    },
    // PKCE for every client, S256 only (the default methods).
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test provider cookie key'] },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ ...account }) };
    },
  });
  // The provider's own warnings about its development forms stay out of the test's output.
  provider.on('server_error', () => {});
  let server: Server | null = null;
  const start = () =>
    new Promise<void>((resolve) => {
      server = provider.listen(options.port, '127.0.0.1', () => resolve());
    });
  await start();
  return {
    issuer,
    accounts,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
        server = null;
      }),
  };
}
