import { describe, expect, it } from 'vitest';
import { checkBoundaries } from './boundaries/check.ts';
import { CLOCK_FILE, clockReadsIn, findClockReads } from './boundaries/clock-reads.ts';
import { findCycles, type TImport } from './boundaries/import-graph.ts';

// The import boundaries of server, web and contracts (docs/ARCHITECTURE.md, "Boundaries"): each
// failure message says which rule, why it exists and what to do.
describe('import boundaries', () => {
  const result = checkBoundaries();

  it('no module reaches into another domain’s tables or repository, no service into HTTP, no layer upwards, no cycle', () => {
    expect(result.failures.map((v) => v.message).join('\n\n')).toBe('');
  });

  it('every declared exception is still needed', () => {
    expect(result.stale.join('\n')).toBe('');
  });
});

describe('import cycles', () => {
  const edge = (to: string, kind: Partial<TImport> = {}): TImport => ({
    to,
    typeOnly: false,
    dynamic: false,
    names: ['x'],
    ...kind,
  });

  it('finds a cycle of value imports, and not one closed only by a type or dynamic import', () => {
    expect(
      findCycles([
        { path: 'a.ts', imports: [edge('b.ts')] },
        { path: 'b.ts', imports: [edge('c.ts')] },
        { path: 'c.ts', imports: [edge('a.ts')] },
        { path: 'd.ts', imports: [edge('e.ts')] },
        { path: 'e.ts', imports: [edge('d.ts', { typeOnly: true })] },
        { path: 'f.ts', imports: [edge('g.ts')] },
        { path: 'g.ts', imports: [edge('f.ts', { dynamic: true })] },
      ]),
    ).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});

// One clock (docs/ARCHITECTURE.md): server code reads the time through `Clock` (ctx.clock), so tests
// can fix it; only lib/clock.ts reads the machine's.
describe('one clock', () => {
  it(`no server file outside ${CLOCK_FILE} and the tests reads Date.now() or new Date()`, () => {
    expect(findClockReads().join('\n')).toBe('');
  });

  it('finds Date.now called or passed on and new Date without arguments, not a conversion', () => {
    const text = [
      'const a = Date.now();',
      'const b = new Date();',
      'const c = new Date;',
      'const d = { now: Date.now };',
      'const e = new Date(a);',
      'const f = new Date(clock.now()).toISOString();',
      '// Date.now() in a comment',
      "const g = 'new Date()';",
    ].join('\n');
    expect(clockReadsIn('x.ts', text)).toEqual([
      'x.ts:1: Date.now',
      'x.ts:2: new Date()',
      'x.ts:3: new Date',
      'x.ts:4: Date.now',
    ]);
  });
});
