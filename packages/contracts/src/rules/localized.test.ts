import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

describe('localized', () => {
  it('shows the French variant to a French reader', () => {
    expect(localized('Welcome', 'Bienvenue', 'fr')).toBe('Bienvenue');
  });

  it('shows the English text to an English reader even when a French one exists', () => {
    expect(localized('Welcome', 'Bienvenue', 'en')).toBe('Welcome');
  });

  it('falls back to English when the French variant is missing or blank', () => {
    expect(localized('Welcome', '', 'fr')).toBe('Welcome');
    expect(localized('Welcome', '   ', 'fr')).toBe('Welcome');
    expect(localized('Welcome', undefined, 'fr')).toBe('Welcome');
    expect(localized('Welcome', null, 'fr')).toBe('Welcome');
  });
});
