import { describe, expect, it } from 'vitest';
import { displayName } from './names.ts';

describe('displayName', () => {
  it('joins the first and last name with one space', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('leaves out a missing or blank part without a stray space', () => {
    expect(displayName({ firstName: 'Plato', lastName: '' })).toBe('Plato');
    expect(displayName({ firstName: '  ', lastName: 'Curie' })).toBe('Curie');
    expect(displayName({ firstName: null, lastName: undefined })).toBe('');
    expect(displayName({})).toBe('');
  });

  it('collapses runs of white space inside and around the parts', () => {
    expect(displayName({ firstName: ' Jean  Marc ', lastName: '\tDe  la Tour\n' })).toBe('Jean Marc De la Tour');
  });

  it('keeps letters, case and punctuation as typed', () => {
    expect(displayName({ firstName: 'Zoë', lastName: "O'Neil-Ébène" })).toBe("Zoë O'Neil-Ébène");
  });
});
