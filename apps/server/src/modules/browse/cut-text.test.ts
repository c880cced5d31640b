import { describe, expect, it } from 'vitest';
import { cutAtWord } from './cut-text.ts';

describe('a card description cut on a word', () => {
  it('keeps a text that fits whole', () => {
    expect(cutAtWord('  Short and whole. ', 300)).toBe('Short and whole.');
    expect(cutAtWord('x'.repeat(300), 300)).toBe('x'.repeat(300));
  });

  it('cuts after the last whole word that fits, with an ellipsis, within the limit', () => {
    const text = 'Results: relevant reduction in procedure time (p < 0.001). Conclusions: promising.';
    const cut = cutAtWord(text, 66);
    expect(cut).toBe('Results: relevant reduction in procedure time (p < 0.001)…');
    expect(cut.length).toBeLessThanOrEqual(66);
    expect(cutAtWord('one two three', 8)).toBe('one two…');
  });

  it('drops a dangling comma or full stop before the ellipsis', () => {
    expect(cutAtWord('alpha, beta gamma', 8)).toBe('alpha…');
  });

  it('cuts a single word longer than the limit where it must', () => {
    const cut = cutAtWord('y'.repeat(20), 10);
    expect(cut).toBe(`${'y'.repeat(9)}…`);
  });
});
