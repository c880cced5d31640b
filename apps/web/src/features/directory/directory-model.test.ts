import type { TDirectoryPage, TDirectoryPerson } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import {
  canMessage,
  directoryListQuery,
  directoryStateFromSearch,
  displayName,
  formatProgrammeSlot,
  hasProgramme,
  hasText,
  initials,
  isSearchApplied,
  nextDirectoryPage,
  placeOf,
  programmeItemPath,
  searchWithText,
  showsDirectoryCount,
} from './directory-model.ts';

const person = (overrides: Partial<TDirectoryPerson> = {}): TDirectoryPerson => ({
  userId: 7,
  userName: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  title: 'Dr',
  organisation: 'Analytical Engines',
  town: 'London',
  country: 'United Kingdom',
  photoUri: '',
  businessCardImageUri: '',
  biography: '',
  isSpeaker: false,
  isModerator: false,
  ...overrides,
});

const page = (count: number, total: number): TDirectoryPage => ({
  items: Array.from({ length: count }, (_, i) => person({ userId: i + 1 })),
  total,
});

describe('initials (spec 2 §2.7: up to 3 letters from the name parts)', () => {
  it('takes the first letter of each part, up to three, upper-cased', () => {
    expect(initials(person())).toBe('AL');
    expect(initials(person({ firstName: 'jean-luc', lastName: 'de la Tour' }))).toBe('JLD');
    expect(initials(person({ firstName: 'Élodie', lastName: 'Ørsted' }))).toBe('ÉØ');
  });

  it('falls back to the user name, and to nothing (the default icon) without any name', () => {
    expect(initials(person({ firstName: ' ', lastName: '' }))).toBe('A');
    expect(initials(person({ firstName: '', lastName: '', userName: '' }))).toBe('');
  });

  it('skips punctuation before a part', () => {
    expect(initials(person({ firstName: '(Bob)', lastName: "O'Neil" }))).toBe('BON');
  });
});

describe('names and places', () => {
  it('shows first and last name, else the user name', () => {
    expect(displayName(person())).toBe('Ada Lovelace');
    expect(displayName(person({ firstName: '', lastName: '' }))).toBe('ada');
  });

  it('joins town and country, leaving out a missing one', () => {
    expect(placeOf(person())).toBe('London, United Kingdom');
    expect(placeOf(person({ town: ' ' }))).toBe('United Kingdom');
    expect(placeOf(person({ town: '', country: '' }))).toBe('');
  });
});

describe('URL query (spec 2 §2.7: read from and written to the URL)', () => {
  it('reads the search and the bookmarked person', () => {
    expect(directoryStateFromSearch(new URLSearchParams('search=%20elo%20&id=5&speaker=true'))).toEqual({
      search: 'elo',
      id: 5,
    });
    expect(directoryStateFromSearch(new URLSearchParams('id=abc'))).toEqual({ search: '', id: null });
    expect(directoryStateFromSearch(new URLSearchParams('id=-3'))).toEqual({ search: '', id: null });
  });

  it('writes a new search, keeps speaker=true and forgets the bookmarked person', () => {
    const next = searchWithText(new URLSearchParams('id=5&speaker=true'), ' Élo ');
    expect(next.toString()).toBe('speaker=true&search=%C3%89lo');
    expect(searchWithText(new URLSearchParams('search=elo'), '').toString()).toBe('');
  });
});

describe('participant search (spec 2 §4, §5)', () => {
  it('applies when empty or from 3 characters', () => {
    expect(isSearchApplied('')).toBe(true);
    expect(isSearchApplied('  ')).toBe(true);
    expect(isSearchApplied('el')).toBe(false);
    expect(isSearchApplied(' elo ')).toBe(true);
  });

  it('asks for speakers only on the speakers page, and leaves out a short search', () => {
    expect(directoryListQuery('speakers', 'elo', 1)).toEqual({ page: 1, speaker: 'true', search: 'elo' });
    expect(directoryListQuery('participants', 'el', 2)).toEqual({ page: 2 });
    expect(directoryListQuery('participants', '  ', 1)).toEqual({ page: 1 });
  });

  it('asks for a next page while fewer people are loaded than the total', () => {
    expect(nextDirectoryPage([page(25, 60)])).toBe(2);
    expect(nextDirectoryPage([page(25, 60), page(25, 60)])).toBe(3);
    expect(nextDirectoryPage([page(25, 60), page(25, 60), page(10, 60)])).toBeUndefined();
    expect(nextDirectoryPage([page(0, 0)])).toBeUndefined();
    // A page that comes back empty ends the list, whatever the total says.
    expect(nextDirectoryPage([page(25, 60), page(0, 60)])).toBeUndefined();
  });
});

describe('card buttons (spec 2 §2.7, §6)', () => {
  it('offers the programme dialog to speakers and moderators only', () => {
    expect(hasProgramme(person())).toBe(false);
    expect(hasProgramme(person({ isSpeaker: true }))).toBe(true);
    expect(hasProgramme(person({ isModerator: true }))).toBe(true);
  });

  it('offers the biography only when it has text', () => {
    expect(hasText('')).toBe(false);
    expect(hasText('<p> &nbsp; </p><br>')).toBe(false);
    expect(hasText('<p>Mathematician</p>')).toBe(true);
  });

  it('lets a signed-in user message anyone but themselves, not on a phone', () => {
    expect(canMessage(7, null, false)).toBe(false);
    expect(canMessage(7, 7, false)).toBe(false);
    expect(canMessage(7, 8, true)).toBe(false);
    expect(canMessage(7, 8, false)).toBe(true);
  });
});

describe('the programme dialog', () => {
  it('links a session to its page and a presentation to its page in the session', () => {
    expect(programmeItemPath('DEMO', { id: 3, sessionId: 3 }, false)).toBe('/DEMO/session/3');
    expect(programmeItemPath('DEMO', { id: 9, sessionId: 3 }, true)).toBe('/DEMO/session/3/presentation/9');
  });

  it('shows times in the event time zone (spec 2 §9 "ddd DD MMM HH:mm")', () => {
    const start = '2026-05-05T07:00:00Z';
    const end = '2026-05-05T08:30:00Z';
    expect(formatProgrammeSlot(start, end, 'en', 'Europe/Paris')).toBe('Tue 05 May 09:00 – 10:30');
    expect(formatProgrammeSlot(start, null, 'en', 'America/New_York')).toBe('Tue 05 May 03:00');
    expect(formatProgrammeSlot(start, '2026-05-06T08:30:00Z', 'en', 'UTC')).toBe('Tue 05 May 07:00 – Wed 06 May 08:30');
    expect(formatProgrammeSlot(null, end, 'en', 'UTC')).toBe('');
    expect(formatProgrammeSlot('soon', null, 'en', 'UTC')).toBe('');
  });
});

describe('the found count (show.AllParticipantCount, show.SpeakerCount)', () => {
  it('follows the flag of its own page only', () => {
    const show = { AllParticipantCount: true, SpeakerCount: false } as Parameters<typeof showsDirectoryCount>[1];
    expect(showsDirectoryCount('participants', show)).toBe(true);
    expect(showsDirectoryCount('speakers', show)).toBe(false);
    const flipped = { ...show, AllParticipantCount: false, SpeakerCount: true };
    expect(showsDirectoryCount('participants', flipped)).toBe(false);
    expect(showsDirectoryCount('speakers', flipped)).toBe(true);
  });
});
