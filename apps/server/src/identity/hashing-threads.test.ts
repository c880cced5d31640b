import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

/** The nice value of each thread of this process (field 19 of /proc/self/task/{tid}/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name may hold spaces: the fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
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
});
