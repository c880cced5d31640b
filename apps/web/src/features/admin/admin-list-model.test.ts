import { describe, expect, it } from 'vitest';
import { lastPage } from './admin-list-model.ts';

describe('lastPage', () => {
  it('is the page of the last row, counted from 0', () => {
    expect(lastPage(250, '100')).toBe(2);
    expect(lastPage(200, '100')).toBe(1);
    expect(lastPage(201, '200')).toBe(1);
  });

  it('is 0 for an empty list and when all rows are on one page', () => {
    expect(lastPage(0, '100')).toBe(0);
    expect(lastPage(1_016, 'all')).toBe(0);
  });
});
