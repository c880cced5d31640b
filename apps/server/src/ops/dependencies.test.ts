import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The dependency tree as `npm ci` installs it: every package runs on the oldest Node the project
 * promises (root `engines`), so that `npm ci` warns of no engine (EBADENGINE), and `npm ls` finds
 * nothing invalid (an override the lock file does not follow, a missing or extraneous package).
 */
const repository = path.resolve(import.meta.dirname, '../../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repository, file), 'utf8'));

describe('the dependency tree', () => {
  it('asks for no newer Node than the project promises, in any package of the lock file', () => {
    const promised = (readJson('package.json') as { engines: { node: string } }).engines.node;
    const oldest = semver.minVersion(promised)?.version as string;
    expect(oldest).toMatch(/^20\./);
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([where]) => where !== '')
      .flatMap(([where, entry]) => {
        const wanted = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
        return wanted && !semver.satisfies(oldest, wanted) ? [`${where}@${entry.version}: node ${wanted}`] : [];
      });
    expect(refusing).toEqual([]);
  });

  it('follows the overrides of package.json in the lock file', () => {
    const overrides = (readJson('package.json') as { overrides?: Record<string, unknown> }).overrides ?? {};
    const lock = readJson('package-lock.json') as { packages: Record<string, { version?: string }> };
    for (const [name, wanted] of Object.entries(overrides)) {
      if (typeof wanted !== 'string') continue;
      const copies = Object.entries(lock.packages).filter(([where]) => where.endsWith(`node_modules/${name}`));
      expect(copies.length, name).toBeGreaterThan(0);
      for (const [where, entry] of copies) expect(semver.satisfies(entry.version ?? '', wanted), where).toBe(true);
    }
  });

  it('is what npm ls calls valid', async () => {
    const problems = await new Promise<string>((resolve) =>
      execFile('npm', ['ls', '--all', '--json'], { cwd: repository, maxBuffer: 64 * 1024 * 1024 }, (_error, stdout) => {
        const tree = JSON.parse(stdout) as { problems?: string[] };
        resolve((tree.problems ?? []).join('\n'));
      }),
    );
    expect(problems).toBe('');
  }, 60_000);
});
