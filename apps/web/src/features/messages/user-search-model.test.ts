import { describe, expect, it } from 'vitest';
import { IDLE_SEARCH, searchQueryOf, type TFoundUser, userSearchReducer } from './user-search-model.ts';

const grace: TFoundUser = { userId: 5, userName: 'Grace Hopper', photoUri: '', organisation: 'Navy' };

const typed = (text: string) => ({ type: 'typed', text }) as const;

describe('participant search (spec 1 §4.7)', () => {
  it('stays idle up to 2 characters', () => {
    expect(userSearchReducer(IDLE_SEARCH, typed('G'))).toEqual({ status: 'idle', text: 'G' });
    expect(userSearchReducer(IDLE_SEARCH, typed('Gr'))).toEqual({ status: 'idle', text: 'Gr' });
    // Spaces around do not count.
    expect(userSearchReducer(IDLE_SEARCH, typed('  Gr '))).toEqual({ status: 'idle', text: '  Gr ' });
    expect(searchQueryOf(' Gr ')).toBeNull();
  });

  it('searches (with the loading bar) from the third character', () => {
    expect(userSearchReducer(IDLE_SEARCH, typed('Gra'))).toEqual({ status: 'searching', text: 'Gra', query: 'Gra' });
    expect(searchQueryOf(' Gra ')).toBe('Gra');
  });

  it('shows the results of the current query', () => {
    const searching = userSearchReducer(IDLE_SEARCH, typed('Grace'));
    const answered = userSearchReducer(searching, { type: 'answered', query: 'Grace', results: [grace] });
    expect(answered).toEqual({ status: 'results', text: 'Grace', query: 'Grace', results: [grace] });
    // An empty answer (a failure answers an empty list) is a result too.
    expect(userSearchReducer(searching, { type: 'answered', query: 'Grace', results: [] })).toMatchObject({
      status: 'results',
      results: [],
    });
  });

  it('searches again when the text changes, dropping the answer of the older query', () => {
    const first = userSearchReducer(IDLE_SEARCH, typed('Gra'));
    const second = userSearchReducer(first, typed('Grac'));
    expect(second).toEqual({ status: 'searching', text: 'Grac', query: 'Grac' });
    expect(userSearchReducer(second, { type: 'answered', query: 'Gra', results: [grace] })).toBe(second);
    // Back under 3 characters: idle again, and a late answer changes nothing.
    const shorter = userSearchReducer(second, typed('Gr'));
    expect(shorter).toEqual({ status: 'idle', text: 'Gr' });
    expect(userSearchReducer(shorter, { type: 'answered', query: 'Grac', results: [grace] })).toBe(shorter);
  });

  it('keeps the results when only spaces are added', () => {
    const results = userSearchReducer(userSearchReducer(IDLE_SEARCH, typed('Grace')), {
      type: 'answered',
      query: 'Grace',
      results: [grace],
    });
    expect(userSearchReducer(results, typed('Grace '))).toEqual({ ...results, text: 'Grace ' });
  });

  it('clearing the text resets it', () => {
    const searching = userSearchReducer(IDLE_SEARCH, typed('Grace'));
    expect(userSearchReducer(searching, typed(''))).toEqual(IDLE_SEARCH);
  });

  it('Esc (reset) resets it from any state', () => {
    const searching = userSearchReducer(IDLE_SEARCH, typed('Grace'));
    const results = userSearchReducer(searching, { type: 'answered', query: 'Grace', results: [grace] });
    expect(userSearchReducer(searching, { type: 'reset' })).toEqual(IDLE_SEARCH);
    expect(userSearchReducer(results, { type: 'reset' })).toEqual(IDLE_SEARCH);
  });
});
