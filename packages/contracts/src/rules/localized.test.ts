import { describe, expect, it } from 'vitest';
import { localized, localizedLabel } from './localized.ts';

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

describe('localizedLabel', () => {
  const labels = { type: { Workshop: 'Atelier' }, theme: {}, room: { 'Room Ampère': 'Salle Ampère' } };

  it('names a type or room in French by its English name, else keeps the English name', () => {
    expect(localizedLabel(labels, 'type', 'Workshop', 'fr')).toBe('Atelier');
    expect(localizedLabel(labels, 'room', 'Room Ampère', 'fr')).toBe('Salle Ampère');
    expect(localizedLabel(labels, 'theme', 'Imaging', 'fr')).toBe('Imaging');
    expect(localizedLabel(labels, 'type', 'Workshop', 'en')).toBe('Workshop');
    expect(localizedLabel(undefined, 'type', 'Workshop', 'fr')).toBe('Workshop');
  });

  it('treats names like Object methods as plain names', () => {
    expect(localizedLabel(labels, 'type', 'constructor', 'fr')).toBe('constructor');
    expect(localizedLabel(labels, 'theme', '__proto__', 'fr')).toBe('__proto__');
  });
});
