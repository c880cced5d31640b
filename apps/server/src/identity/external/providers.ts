import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_PROVIDER_SCOPES, type TSignInProvider, type TSignInSettings } from '@atrium/contracts';
import * as client from 'openid-client';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';

/** How long a provider's discovery document is trusted; its keys openid-client refreshes on an unknown `kid`. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Seconds a call to a provider may take before it counts as unreachable. */
export const PROVIDER_TIMEOUT_SECONDS = 10;

/** Where a provider's client secret comes from: the environment, or the operator's secrets folder. */
export interface SecretSources {
  env: Record<string, string | undefined>;
  /** ATRIUM_OIDC_SECRETS_DIR: the only folder `clientSecretFile` may name a file of. */
  secretsDir?: string;
}

/** A provider entry that cannot be used as it is (its secret is missing): a configuration problem. */
export class ProviderSetupError extends Error {}

/** The event's sign-in settings with their defaults. */
export function signInSettingsOf(stored: TSignInSettings | undefined) {
  return {
    passwordForm: stored?.passwordForm ?? true,
    newAccounts: stored?.newAccounts ?? true,
    providers: stored?.providers ?? [],
  };
}

/** Whether a provider's secret can be found (the CLI's listing says so before anyone tries). */
export async function secretStatus(provider: TSignInProvider, sources: SecretSources): Promise<string> {
  if (!provider.clientSecretEnv && !provider.clientSecretFile) return 'none (public client)';
  try {
    await clientSecret(provider, sources);
    return provider.clientSecretEnv ? `env ${provider.clientSecretEnv}` : `file ${provider.clientSecretFile}`;
  } catch (error) {
    return `missing: ${(error as Error).message}`;
  }
}

/** The client secret the entry names, or undefined for a public client. */
export async function clientSecret(provider: TSignInProvider, sources: SecretSources): Promise<string | undefined> {
  if (provider.clientSecretEnv) {
    const value = sources.env[provider.clientSecretEnv]?.trim();
    if (!value) throw new ProviderSetupError(`${provider.clientSecretEnv} is not set`);
    return value;
  }
  if (provider.clientSecretFile) {
    if (!sources.secretsDir) throw new ProviderSetupError('ATRIUM_OIDC_SECRETS_DIR is not set');
    // The contract allows a bare file name only: nothing outside the folder can be named.
    const file = path.join(sources.secretsDir, path.basename(provider.clientSecretFile));
    const value = (await readFile(file, 'utf8').catch(() => '')).trim();
    if (!value)
      throw new ProviderSetupError(`${provider.clientSecretFile} is missing or empty in ATRIUM_OIDC_SECRETS_DIR`);
    return value;
  }
  return undefined;
}

/** The scopes asked of a provider: its own list, always with `openid`. */
export function scopesOf(provider: TSignInProvider): string {
  const scopes = provider.scopes?.length ? provider.scopes : [...DEFAULT_PROVIDER_SCOPES];
  return [...new Set(['openid', ...scopes])].join(' ');
}

/**
 * openid-client's view of each provider: its discovery document (issuer checked against the
 * entry), and the client's authentication. Shared by the events that name the same provider
 * and client; a failed discovery is not remembered (the next sign-in tries again).
 */
export class ProviderConfigurations {
  private readonly cache: TtlCache<string, client.Configuration>;

  constructor(
    clock: Clock,
    private readonly sources: SecretSources,
  ) {
    this.cache = new TtlCache(clock, { ttlMs: DISCOVERY_TTL_MS, maxSize: 1000 });
  }

  async get(provider: TSignInProvider): Promise<client.Configuration> {
    const secret = await clientSecret(provider, this.sources);
    const key = JSON.stringify([provider.issuer, provider.clientId, secret ?? null]);
    return this.cache.getOrLoad(key, () => {
      const insecure = new URL(provider.issuer).protocol === 'http:';
      return client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        secret,
        secret === undefined ? client.None() : client.ClientSecretPost(secret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // Plain http is allowed by the contract only for a provider on this machine (development, tests).
          ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        },
      );
    });
  }
}
