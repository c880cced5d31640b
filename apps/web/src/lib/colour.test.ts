import { describe, expect, it } from 'vitest';
import { colourWithContrast, contrastRatio, parseHexColour, readableTextColour } from './colour.ts';

describe('colour contrast', () => {
  it('parses 3, 6 and 8 digit colours', () => {
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('#1A2B3C')).toEqual([26, 43, 60]);
    expect(parseHexColour('#1A2B3C80')).toEqual([26, 43, 60]);
    expect(parseHexColour('red')).toBeNull();
    expect(parseHexColour('')).toBeNull();
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 1);
  });

  it('keeps the organiser’s text colour when it reads well, else picks black or white', () => {
    expect(readableTextColour('#FFFFFF', '#000000')).toBe('#000000');
    expect(readableTextColour('#212121', '#FFFFFF')).toBe('#FFFFFF');
    expect(readableTextColour('#FFFFFF', '#FFFF00')).toBe('#000000');
    expect(readableTextColour('#0D47A1', '#1565C0')).toBe('#FFFFFF');
    expect(readableTextColour('#FFEB3B', '')).toBe('#000000');
  });

  it('darkens a light button colour until it reads on white', () => {
    const adjusted = colourWithContrast('#FFC107', '#FFFFFF');
    expect(contrastRatio(adjusted, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(colourWithContrast('#1565C0', '#FFFFFF')).toBe('#1565C0');
  });
});
