import { describe, expect, it } from 'vitest';
import { initials, thumbnailSvg, thumbnailVersion } from './thumbnail.ts';

const input = {
  colour: '#1565C0',
  textColour: '#FFFFFF',
  room: '01 Grand Amphitheatre',
  type: 'Keynote',
  speakers: ['Antoine Mercier', 'Élodie de la Tour'],
};

describe('a session’s drawn picture', () => {
  it('holds no words: only the speakers’ initials, so it reads the same in every language', () => {
    const svg = thumbnailSvg(input);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toEqual(['AM', 'ÉT']);
    expect(svg).not.toContain('Keynote');
    expect(svg).not.toContain('Amphitheatre');
  });

  it('draws at most three speakers, then how many more', () => {
    const svg = thumbnailSvg({ ...input, speakers: ['A One', 'B Two', 'C Three', 'D Four', 'E Five'] });
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toEqual(['AO', 'BT', 'CT', '+2']);
  });

  it('takes an icon by type and a pattern by room', () => {
    const poster = thumbnailSvg({ ...input, type: 'Poster session' });
    expect(poster).not.toBe(thumbnailSvg(input));
    const rooms = new Set(
      ['Hall A', 'Hall B', 'Hall C', 'Hall D', 'Hall E', 'Hall F'].map((room) => thumbnailSvg({ ...input, room })),
    );
    expect(rooms.size).toBeGreaterThan(1);
  });

  it('escapes what it draws, and changes its version with what it shows', () => {
    const svg = thumbnailSvg({ ...input, speakers: ['<Script> &Co'] });
    expect(svg).not.toContain('<Script');
    expect(thumbnailVersion(input)).not.toBe(thumbnailVersion({ ...input, speakers: ['Someone Else'] }));
    expect(thumbnailVersion(input)).toBe(thumbnailVersion({ ...input }));
  });

  it('makes initials from first and last names', () => {
    expect(initials('Antoine Mercier')).toBe('AM');
    expect(initials('Madonna')).toBe('M');
    expect(initials('  kenji   ito ')).toBe('KI');
  });
});
