import { describe, expect, it } from 'vitest';
import { checkedType, isPlainText } from './file-types.ts';

describe('text, which has no signature', () => {
  it('is UTF-8 without control characters, even when the read cut a character at its end', () => {
    expect(isPlainText(Buffer.from('Résumé\r\n\tline two\f'))).toBe(true);
    const accented = Buffer.from('abc é', 'utf8');
    expect(isPlainText(accented.subarray(0, accented.length - 1))).toBe(true);
    expect(isPlainText(Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(isPlainText(Buffer.from([0x61, 0xff, 0x62]))).toBe(false);
    expect(isPlainText(Buffer.alloc(0))).toBe(false);
  });

  it('is taken as text/plain only for a .txt in an area that takes text', async () => {
    const text = Buffer.from('An abstract.\n');
    expect(await checkedType(text, 'abstract.txt', true)).toBe('text/plain');
    expect(await checkedType(text, 'abstract.txt', false)).toBeNull();
    expect(await checkedType(text, 'abstract.pdf', true)).toBeNull();
    expect(await checkedType(Buffer.from('%PDF-1.4\n%%EOF\n'), 'abstract.txt', true)).toBe('application/pdf');
  });
});
