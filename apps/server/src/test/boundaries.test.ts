import { describe, expect, it } from 'vitest';
import { checkBoundaries } from './boundaries/check.ts';

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
