import { describe, expect, it } from 'vitest';
import { checkBoundaries } from './boundaries/check.ts';
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
