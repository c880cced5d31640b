import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { LOGIN_FAILURES_BEFORE_LOCK } from '@atrium/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { atrium, signalProcess } from '../test/cli-process.ts';
import { eventually } from '../test/hub-client.ts';
import { freePort } from '../test/private-services.ts';
import { loadConfig } from './config.ts';
import { isPrivateAddress } from './trust-proxy.ts';

/**
 * TRUST_PROXY cannot trust everyone: a range wider than a private network is refused when the
 * configuration is read (the real command line stops with the message, before it serves), and
 * a hop count does not believe the X-Forwarded-For of a client that reaches a node directly
 * from a public address.
 */
const main = path.resolve(import.meta.dirname, '../cli/main.ts');
const dirs: string[] = [];
let served: ChildProcess | undefined;

afterAll(async () => {
  await signalProcess(served, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 30_000);

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-trust-'));
  dirs.push(dir);
  return dir;
}

describe('TRUST_PROXY ranges', () => {
  it.each([
    ['0.0.0.0/1,128.0.0.0/1', /0\.0\.0\.0\/1 is wider than a private network/],
    ['0.0.0.0/0', /0\.0\.0\.0\/0 is wider than a private network/],
    ['::/0', /::\/0 contains every IPv4 address/],
    ['10.0.0.5,::ffff:0:0/96', /::ffff:0:0\/96 is wider than a private network/],
    ['10.0.0.0/33', /10\.0\.0\.0\/33 is not an IP address or a CIDR range/],
  ])(
    '%s stops `atrium serve` at validation, naming the variable',
    async (value, message) => {
      const run = await atrium(
        ['serve'],
        { DATA_DIR: dataDir(), PORT: String(await freePort()), TRUST_PROXY: value },
        30_000,
      );
      expect(run.killed, 'the server started').toBe(false);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/Invalid configuration/);
      expect(run.stderr).toMatch(/TRUST_PROXY: /);
      expect(run.stderr).toMatch(message);
    },
    60_000,
  );

  it('takes private networks, single addresses and narrow public ranges', () => {
    const accepted = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fd00::/8', '127.0.0.1'];
    accepted.push('203.0.113.5', '35.191.0.0/16', '2001:db8:1::/48', '::ffff:10.0.0.0/104', '::1');
    expect(loadConfig({ TRUST_PROXY: accepted.join(',') }).trustProxy).toEqual(accepted);
    for (const refused of ['35.0.0.0/8', '172.16.0.0/11', '2001:db8::/32', '::/80', 'fc00::/6', '10.0.0.1,', '11', '0'])
      expect(() => loadConfig({ TRUST_PROXY: refused }), refused).toThrow(/TRUST_PROXY/);
  });

  it('counts as private only private, loopback and link-local addresses', () => {
    for (const address of ['10.1.2.3', '172.31.0.1', '192.168.1.1', '127.0.0.1', '::1', '::ffff:10.0.0.1', 'fd12::1'])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['192.0.2.2', '8.8.8.8', '172.32.0.1', '::ffff:8.8.8.8', '2001:db8::1', 'not an address'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

/** This machine's first IPv4 address that is not private: a client "on the Internet". */
const publicAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a?.family === 'IPv4' && !a.internal && !isPrivateAddress(a.address))?.address;

/** A wrong password for the demo attendee, from the node's own address, with an X-Forwarded-For. */
function wrongPassword(host: string, port: number, platformId: number, forwardedFor: string): Promise<number> {
  const body = new URLSearchParams({
    grant_type: 'password',
    username: 'attendee@demo.atrium.test',
    password: `wrong ${forwardedFor}`,
    platform_id: String(platformId),
    scope: 'openid',
  }).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host,
        port,
        localAddress: host,
        method: 'POST',
        path: '/connect/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': forwardedFor,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('TRUST_PROXY=1 and a node reached directly', () => {
  it.skipIf(!publicAddress)(
    'ignores the X-Forwarded-For of a client with a public address: 30 wrong passwords hit one throttle',
    async () => {
      const host = publicAddress as string;
      const port = await freePort();
      served = spawn(process.execPath, ['--import', 'tsx', main, 'serve'], {
        env: {
          ...process.env,
          HOST: host,
          PORT: String(port),
          DATA_DIR: dataDir(),
          LOG_LEVEL: 'silent',
          TRUST_PROXY: '1',
        },
        stdio: 'ignore',
      });
      await eventually(
        async () => {
          expect(served?.exitCode).toBeNull();
          expect((await fetch(`http://${host}:${port}/healthz`)).status).toBe(200);
        },
        60_000,
        100,
      );
      const demo = (await (await fetch(`http://${host}:${port}/api/platform/DEMO`)).json()) as { eventId: number };
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push(await wrongPassword(host, port, demo.eventId, `198.51.100.${i + 1}`));
      // Checked (400) only up to the limit of one address; the rest refused unchecked (429).
      const checked = statuses.filter((s) => s === 400).length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(LOGIN_FAILURES_BEFORE_LOCK);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - checked);
    },
    90_000,
  );
});
