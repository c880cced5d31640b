import { describe, expect, it } from 'vitest';
import { roomHeading } from './room-heading.ts';

describe('the on-demand home room headings', () => {
  it('drop an ordering prefix of the spec’s shape', () => {
    expect(roomHeading('01 Main hall')).toBe('Main hall');
    expect(roomHeading('12-Workshop Lab 2')).toBe('Workshop Lab 2');
    expect(roomHeading('3. Poster corner')).toBe('Poster corner');
  });

  it('keep names without one whole', () => {
    expect(roomHeading('Grand Amphitheatre')).toBe('Grand Amphitheatre');
    expect(roomHeading('Workshop Lab 2')).toBe('Workshop Lab 2');
    expect(roomHeading('2026')).toBe('2026');
    expect(roomHeading('101 ')).toBe('101 ');
  });
});
