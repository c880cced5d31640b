import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

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
const SCHED_IDLE = 5;

function hasChrt(): boolean {
  try {
    execFileSync('chrt', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.runIf(process.platform === 'linux')('password hashing threads', () => {
  it('hash and verify on a thread of the lowest priority, leaving the others as they were', async () => {
    const before = threadNiceValues();
    expect(before.every((nice) => nice !== 19)).toBe(true);
    const stored = await hashPassword('correct horse', 1024);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
    const after = threadNiceValues();
    expect(after.filter((nice) => nice === 19).length).toBeGreaterThanOrEqual(1);
    expect(after.filter((nice) => nice !== 19).every((nice) => nice === before[0])).toBe(true);
  });

  it.runIf(hasChrt())('hash on threads of the idle scheduling class, every other thread keeping its own', async () => {
    await hashPassword('correct horse', 1024);
    const threads = threadPriorities();
    const idle = threads.filter((t) => t.policy === SCHED_IDLE);
    expect(idle.length).toBeGreaterThanOrEqual(1);
    expect(idle.every((t) => t.nice === 19)).toBe(true);
    expect(threads.filter((t) => t.nice !== 19).every((t) => t.policy === 0)).toBe(true);
  });
});
