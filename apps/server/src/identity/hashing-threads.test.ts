import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashingLoad, hashPassword, verifyPassword } from './password.ts';

/** Fields 19 (nice) and 41 (scheduling policy) of /proc/self/task/{tid}/stat, for each thread. */
function threadPriorities(): { nice: number; policy: number }[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name may hold spaces: the fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { nice: Number(fields[16]), policy: Number(fields[38]) };
  });
}
const threadNiceValues = () => threadPriorities().map((t) => t.nice);

describe.runIf(process.platform === 'linux')('password hashing threads', () => {
  it('a calm sign-in hashes at the normal priority: a busy server does not starve it', async () => {
    const before = threadNiceValues();
    expect(before.every((nice) => nice !== 19)).toBe(true);
    const stored = await hashPassword('correct horse', 1024);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
    const after = threadPriorities();
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.every((t) => t.nice === before[0] && t.policy === 0)).toBe(true);
  });

  it('a storm (more sign-ins than hash and get ready at once) hashes at nice 19, the others keep theirs', async () => {
    const stored = await hashPassword('correct horse', 1024);
    const base = threadNiceValues()[0];
    const checks = Array.from({ length: 12 }, (_, i) => verifyPassword(i % 2 ? 'correct horse' : 'wrong', stored));
    expect(hashingLoad().waiting + hashingLoad().reserved).toBeGreaterThan(2);
    const results = await Promise.all(checks);
    expect(results.filter(Boolean)).toHaveLength(6);
    const threads = threadPriorities();
    expect(threads.filter((t) => t.nice === 19).length).toBeGreaterThanOrEqual(1);
    expect(threads.filter((t) => t.nice !== 19).every((t) => t.nice === base)).toBe(true);
    expect(threads.every((t) => t.policy === 0)).toBe(true);
    // Calm again: the next hash goes back to the normal pool, which is still there.
    const lowered = threads.filter((t) => t.nice === 19).length;
    await verifyPassword('correct horse', stored);
    expect(threadNiceValues().filter((nice) => nice === 19)).toHaveLength(lowered);
  });
});
