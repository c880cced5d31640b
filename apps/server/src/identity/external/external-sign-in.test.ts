import { EXTERNAL_SIGN_IN_GRANT } from '@atrium/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalIdentities, refreshTokens } from '../../db/schema.ts';
import { type ProviderAccount, startTestProvider, type TestProvider } from '../../test/oidc-provider.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * Sign-in at an external provider over real HTTP: a real OpenID provider (oidc-provider) on a
 * local port, its login and consent forms submitted as a browser would, Atrium's redirects
 * followed with the browser's cookies.
 */
const PROVIDER_PORT = 3610;
/** Nothing listens here: a provider that is down. */
const DOWN_PORT = 3611;
const SECRET = 'the provider secret of the test client';

let s: TestServer;
let provider: TestProvider;
let event: { id: number; code: string };
let strict: { id: number; code: string };

const providerEntry = (issuer: string, id = 'staff') => ({
  id,
  issuer,
  clientId: 'atrium-test',
  clientSecretEnv: 'ATRIUM_OIDC_TEST_SECRET',
  label: 'Staff account',
  labelFr: 'Compte du personnel',
  claims: { organisation: 'organisation' },
});

beforeAll(async () => {
  s = await startTestServer({
    configOverrides: { oidcSecrets: { env: { ATRIUM_OIDC_TEST_SECRET: SECRET } } },
  });
  provider = await startTestProvider({
    port: PROVIDER_PORT,
    redirectUri: `${s.baseUrl}/connect/external/callback`,
    clientId: 'atrium-test',
    clientSecret: SECRET,
  });
  event = await s.createPlatform('SSO', { open: false });
  strict = await s.createPlatform('SSOSTRICT', { open: false });
  const providers = [providerEntry(provider.issuer), providerEntry(`http://127.0.0.1:${DOWN_PORT}`, 'down')];
  const noFiles = { readFile: async () => Buffer.alloc(0) };
  await s.ctx.eventFile.applyEvent(event.id, { signIn: { providers } }, noFiles);
  await s.ctx.eventFile.applyEvent(strict.id, { signIn: { newAccounts: false, providers } }, noFiles);
});
afterAll(async () => {
  await provider.stop();
  await s.close();
});

/** A browser's cookies, by host. */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  async get(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = [...(this.jar.get(target.host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookies ? { cookie: cookies } : {}) },
    });
    const jar = this.jar.get(target.host) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    this.jar.set(target.host, jar);
    return res;
  }

  cookie(host: string, name: string) {
    return this.jar.get(host)?.get(name);
  }
}

const location = (res: Response, base: string) => new URL(res.headers.get('location') ?? '', base).href;
const htmlText = (value: string) => value.replaceAll('&amp;', '&');

/**
 * Walks the provider: its redirects, the login form (the account's subject as login) and the
 * consent form, up to its answer to Atrium, which it returns unfollowed. `abort` leaves at the login form.
 */
async function throughProvider(browser: Browser, authorizationUrl: string, login: string, abort = false) {
  let url = authorizationUrl;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(`${s.baseUrl}/connect/external/callback`)) return url;
    const res = await browser.get(url);
    if (res.status >= 300 && res.status < 400) {
      url = location(res, url);
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    if (abort) {
      url = new URL(htmlText(html.match(/href="([^"]*abort[^"]*)"/)?.[1] ?? ''), url).href;
      continue;
    }
    const action = new URL(htmlText(html.match(/<form[^>]*action="([^"]+)"/)?.[1] ?? ''), url).href;
    const fields = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m): [string, string] => [
        m[1] ?? '',
        m[2] ?? '',
      ]),
    );
    if (fields.get('prompt') === 'login') {
      fields.set('login', login);
      fields.set('password', 'any password');
    }
    const posted = await browser.get(action, {
      method: 'POST',
      body: fields.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    url = location(posted, action);
  }
  throw new Error('the provider never answered');
}

/** Atrium's start: the provider's authorization address (the browser now holds the state cookie). */
async function start(browser: Browser, eventCode = event.code, providerId = 'staff') {
  const res = await browser.get(
    `${s.baseUrl}/connect/external/${eventCode}/${providerId}?redirect=/${eventCode}/programme`,
  );
  expect(res.status).toBe(302);
  return location(res, s.baseUrl);
}

/** Atrium's answer to the provider's: where it sends the browser (the sign-in page, with a code or an error). */
async function answer(browser: Browser, callbackUrl: string) {
  const res = await browser.get(callbackUrl);
  expect(res.status, await res.clone().text()).toBe(302);
  return new URL(location(res, s.baseUrl));
}

async function signInAt(account: ProviderAccount, eventCode = event.code) {
  provider.accounts.set(account.sub, account);
  const browser = new Browser();
  return answer(browser, await throughProvider(browser, await start(browser, eventCode), account.sub));
}

const codeOf = (landing: URL) => new URLSearchParams(landing.hash.slice(1)).get('sso_code') ?? '';
const exchange = (code: string) =>
  s.http('POST', '/connect/token', { form: { grant_type: EXTERNAL_SIGN_IN_GRANT, code } });
const sessions = async () => (await s.ctx.db.select({ n: count() }).from(refreshTokens))[0]?.n ?? 0;

/** A failed sign-in: back on the sign-in page with its error, no code, and no sign-in made. */
async function expectRefused(landing: URL, error: string, sessionsBefore: number, eventCode = event.code) {
  expect(landing.pathname).toBe(`/${eventCode}/login`);
  expect(landing.searchParams.get('sso_error')).toBe(error);
  expect(landing.hash).toBe('');
  expect(await sessions()).toBe(sessionsBefore);
}

describe('the sign-in page’s options', () => {
  it('lists the providers with their labels in English and French, never their secrets', async () => {
    const res = await s.http('GET', `/api/platform/${event.code}/sign-in`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      passwordForm: true,
      providers: [
        { id: 'staff', label: 'Staff account', labelFr: 'Compte du personnel' },
        { id: 'down', label: 'Staff account', labelFr: 'Compte du personnel' },
      ],
    });
    expect(res.text).not.toContain('ATRIUM_OIDC');
    expect((await s.http('GET', `/api/platform/${event.code}`)).text).not.toContain('atrium-test');
  });
});

describe('a person new to the event', () => {
  it('gets an attendee account from the provider’s verified claims, and the tokens of a password sign-in', async () => {
    const landing = await signInAt({
      sub: 'nina',
      email: 'Nina.New@Example.test',
      email_verified: true,
      given_name: 'Nina',
      family_name: 'New',
      organisation: 'City Hospital',
    });
    expect(landing.pathname).toBe(`/${event.code}/login`);
    expect(landing.searchParams.get('redirect')).toBe(`/${event.code}/programme`);
    const tokens = await exchange(codeOf(landing));
    expect(tokens.status, tokens.text).toBe(200);
    const user = await s.ctx.users.repo.findByEmail(event.id, 'nina.new@example.test');
    expect(user).toMatchObject({ firstName: 'Nina', lastName: 'New', organisation: 'City Hospital', isAdmin: false });
    const me = await s.http('GET', '/connect/userinfo', { token: tokens.body.access_token });
    expect(me.body).toMatchObject({ sub: String(user?.id), email: 'nina.new@example.test' });
    // The hub, refresh and revocation work on them as on any sign-in.
    const refreshed = await s.http('POST', '/connect/token', {
      form: { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    await s.http('POST', '/connect/revocation', { form: { token: refreshed.body.refresh_token } });
    expect((await s.http('GET', '/connect/userinfo', { token: refreshed.body.access_token })).status).toBe(401);
  });

  it('spends the one-time code once', async () => {
    const landing = await signInAt({ sub: 'otto', email: 'otto@example.test', email_verified: true });
    expect((await exchange(codeOf(landing))).status).toBe(200);
    const again = await exchange(codeOf(landing));
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('is refused when the event creates no accounts, and nothing is made', async () => {
    const before = await sessions();
    const landing = await signInAt({ sub: 'nobody', email: 'nobody@example.test', email_verified: true }, strict.code);
    await expectRefused(landing, 'no_account', before, strict.code);
    expect(await s.ctx.users.repo.findByEmail(strict.id, 'nobody@example.test')).toBeUndefined();
  });
});

describe('a person the event knows', () => {
  it('is matched by the e-mail the provider verified, and found again by the link after it changed', async () => {
    const known = await s.createUser(strict.id, { email: 'known@example.test' });
    const first = await signInAt({ sub: 'k-1', email: 'KNOWN@example.test', email_verified: true }, strict.code);
    const tokens = await exchange(codeOf(first));
    expect(tokens.status, tokens.text).toBe(200);
    expect((await s.http('GET', '/connect/userinfo', { token: tokens.body.access_token })).body.sub).toBe(
      String(known.id),
    );
    const links = await s.ctx.db.select().from(externalIdentities).where(eq(externalIdentities.userId, known.id));
    expect(links).toMatchObject([{ providerId: 'staff', subject: 'k-1', issuer: provider.issuer }]);

    // The provider's e-mail changed (not even verified any more): the link still finds the account.
    const later = await signInAt({ sub: 'k-1', email: 'renamed@example.test', email_verified: false }, strict.code);
    const again = await exchange(codeOf(later));
    expect((await s.http('GET', '/connect/userinfo', { token: again.body.access_token })).body.sub).toBe(
      String(known.id),
    );
  });

  it('is not matched by an e-mail the provider does not vouch for', async () => {
    await s.createUser(event.id, { email: 'victim@example.test' });
    const before = await sessions();
    const landing = await signInAt({ sub: 'mallory', email: 'victim@example.test', email_verified: false });
    await expectRefused(landing, 'email_not_verified', before);
  });
});

describe('an answer that is not this browser’s sign-in', () => {
  it('is refused when the state is not the one this browser started', async () => {
    provider.accounts.set('sam', { sub: 'sam', email: 'sam@example.test', email_verified: true });
    const victim = new Browser();
    const callback = await throughProvider(victim, await start(victim), 'sam');
    // Another browser (an attacker's page) delivers the answer, with a sign-in of its own started.
    const other = new Browser();
    await start(other);
    const before = await sessions();
    await expectRefused(await answer(other, callback), 'invalid', before);
    // A state never issued is bad input.
    const unknown = await other.get(`${s.baseUrl}/connect/external/callback?state=made-up&code=x`);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: { path: string }[] }).fields[0]?.path).toBe('query.state');
  });

  it('is refused when the provider’s code is replayed, with its own state or another', async () => {
    provider.accounts.set('rita', { sub: 'rita', email: 'rita@example.test', email_verified: true });
    const browser = new Browser();
    const callback = await throughProvider(browser, await start(browser), 'rita');
    expect(codeOf(await answer(browser, callback))).not.toBe('');
    const before = await sessions();
    // The same answer again: its state is spent.
    await start(browser);
    await expectRefused(await answer(browser, callback), 'invalid', before);
    // The code under a new sign-in's state: the provider refuses the spent code (and its PKCE).
    const fresh = new URL(await start(browser));
    const replay = new URL(callback);
    replay.searchParams.set('state', fresh.searchParams.get('state') ?? '');
    await expectRefused(await answer(browser, replay.href), 'invalid', before);
  });

  it('is refused when the id token carries a nonce of another sign-in', async () => {
    provider.accounts.set('nick', { sub: 'nick', email: 'nick@example.test', email_verified: true });
    const browser = new Browser();
    const authorization = new URL(await start(browser));
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    authorization.searchParams.set('nonce', 'a-nonce-of-another-sign-in');
    const callback = await throughProvider(browser, authorization.href, 'nick');
    const before = await sessions();
    await expectRefused(await answer(browser, callback), 'invalid', before);
  });
});

describe('a provider that says no or is not there', () => {
  it('refused: the person cancelled at the provider', async () => {
    provider.accounts.set('carl', { sub: 'carl', email: 'carl@example.test', email_verified: true });
    const browser = new Browser();
    const callback = await throughProvider(browser, await start(browser), 'carl', true);
    const before = await sessions();
    await expectRefused(await answer(browser, callback), 'refused', before);
  });

  it('unreachable: the provider is down before the sign-in starts', async () => {
    const browser = new Browser();
    const before = await sessions();
    const res = await browser.get(`${s.baseUrl}/connect/external/${event.code}/down`);
    expect(res.status).toBe(302);
    await expectRefused(new URL(location(res, s.baseUrl)), 'unreachable', before);
  });

  it('unreachable: the provider goes down before its code is exchanged', async () => {
    provider.accounts.set('dora', { sub: 'dora', email: 'dora@example.test', email_verified: true });
    const browser = new Browser();
    const callback = await throughProvider(browser, await start(browser), 'dora');
    await provider.stop();
    const before = await sessions();
    try {
      await expectRefused(await answer(browser, callback), 'unreachable', before);
    } finally {
      await provider.start();
    }
  });
});

describe('bad input', () => {
  it('names the field', async () => {
    const res = await s.http('GET', `/connect/external/${event.code}/Not_An_Id`);
    expect(res.status).toBe(400);
    expect(res.body.fields[0].path).toBe('params.providerId');
    expect((await s.http('GET', `/connect/external/${event.code}/missing`)).status).toBe(404);
    const token = await s.http('POST', '/connect/token', { form: { grant_type: EXTERNAL_SIGN_IN_GRANT } });
    expect(token.status).toBe(400);
    expect(token.body.error_description).toContain('code');
  });
});
