import type { TAdminPresentationEdit, TAdminSessionEdit } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { pickColour, shownColour, withAlpha } from './admin-colours.ts';
import {
  asksToApplyTimes,
  bindField,
  chooseSession,
  displayDate,
  formTimes,
  isDirty,
  isValid,
  presentationBody,
  presentationForm,
  presentationProblems,
  sessionBody,
  sessionForm,
  sessionProblems,
  shownProblems,
  TIME_OPTIONS,
  type TPresentationForm,
  type TSessionForm,
  timeOptions,
  wallClockOf,
} from './admin-form-model.ts';
import { formatSlot, formatTimes, INITIAL_LIST_STATE, listQuery, pageSizeOf, rowsPerPage } from './admin-list-model.ts';

const PARIS = 'Europe/Paris';

const sessionEdit = (over: Partial<TAdminSessionEdit['item']> = {}): TAdminSessionEdit => ({
  item: {
    id: 7,
    title: 'Opening',
    customCode: 'S1',
    roomId: 3,
    roomName: 'Main hall',
    roomOrder: 1,
    start: '2026-11-22T09:30:00+01:00',
    end: '2026-11-22T10:45:00+01:00',
    type: 'Plenary',
    theme: 'Health',
    keywords: ['heart', 'lungs'],
    moderatorLine1: '',
    colour: '#FFFFFFFF',
    textColour: '#000000FF',
    moderators: [4],
    description: '<p>Hello</p>',
    hideInProgramme: false,
    translation: true,
    presentations: [],
    ...over,
  },
  rooms: [
    { id: 3, name: 'Main hall' },
    { id: 5, name: 'Room B' },
  ],
  participants: [{ id: 4, fullName: 'Ada Lovelace' }],
  themes: ['Health'],
  types: ['Plenary'],
  eventStart: '2026-11-22',
  timeZone: PARIS,
});

const validSession = (): TSessionForm => sessionForm(sessionEdit());

const presentationEdit = (over: Partial<TAdminPresentationEdit['item']> = {}): TAdminPresentationEdit => ({
  item: {
    id: 0,
    title: '',
    customCode: '',
    order: 0,
    sessionId: 7,
    speakerId: null,
    type: '',
    theme: '',
    start: null,
    end: null,
    keywords: [],
    coAuthors: '',
    isEventPortalPresentation: true,
    isAPoster: false,
    description: '',
    ...over,
  },
  sessions: [
    { id: 7, title: 'Opening', customCode: 'S1', start: '2026-11-23T14:00:00+01:00', end: '2026-11-23T15:30:00+01:00' },
    { id: 8, title: 'Closing', customCode: '', start: '2026-11-24T16:05:00+01:00', end: '2026-11-24T17:00:00+01:00' },
  ],
  participants: [],
  themes: [],
  types: [],
  eventStart: '2026-11-22',
  timeZone: PARIS,
});

describe('times in 5-minute steps (spec 3 §5, §9)', () => {
  it('offers the 288 times of a day in 24-hour format', () => {
    expect(TIME_OPTIONS).toHaveLength(288);
    expect(TIME_OPTIONS.slice(0, 3)).toEqual(['00:00', '00:05', '00:10']);
    expect(TIME_OPTIONS.at(-1)).toBe('23:55');
    expect(TIME_OPTIONS).toContain('13:35');
    expect(TIME_OPTIONS.every((time) => Number(time.slice(3)) % 5 === 0)).toBe(true);
  });

  it('keeps an item’s time that is off the steps, in its place', () => {
    const options = timeOptions('09:03');
    expect(options).toHaveLength(289);
    expect(options.slice(options.indexOf('09:00'), options.indexOf('09:00') + 3)).toEqual(['09:00', '09:03', '09:05']);
    expect(timeOptions('09:05')).toHaveLength(288);
  });

  it('reads an instant on the event’s clock, whatever offset it is written with', () => {
    expect(wallClockOf('2026-11-22T09:30:00+01:00', PARIS)).toEqual({ date: '2026-11-22', time: '09:30' });
    expect(wallClockOf('2026-07-01T22:15:00Z', PARIS)).toEqual({ date: '2026-07-02', time: '00:15' });
    expect(displayDate('2026-11-22')).toBe('22/11/2026');
  });
});

describe('colours with alpha (spec 3 §5)', () => {
  it('appends FF to a colour of 7 characters and keeps one with alpha', () => {
    expect(withAlpha('#1E88E5')).toBe('#1E88E5FF');
    expect(withAlpha('#1E88E580')).toBe('#1E88E580');
    expect(withAlpha(' #abcdef ')).toBe('#abcdefFF');
  });

  it('keeps the typed alpha when the picker chooses a colour', () => {
    expect(pickColour('#FFFFFF80', '#1e88e5')).toBe('#1E88E580');
    // Opaque: shown as #RRGGBB, the FF implied.
    expect(pickColour('#FFF', '#1e88e5')).toBe('#1E88E5');
    expect(pickColour('#FFFFFFFF', '#1e88e5')).toBe('#1E88E5');
  });

  it('sends both colours with alpha', () => {
    const body = sessionBody(7, { ...validSession(), colour: '#112233', textColour: '#44556677' }, []);
    expect(body.colour).toBe('#112233FF');
    expect(body.textColour).toBe('#44556677');
  });

  it('refuses a colour it cannot read', () => {
    expect(sessionProblems({ ...validSession(), colour: '#12' }).colour).toEqual({ rule: 'invalid' });
  });
});

describe('defaults (spec 3 §4, §9)', () => {
  it('starts a new session at 07:00–08:00 on the event’s first day, with the default colours', () => {
    const form = sessionForm(
      sessionEdit({ id: 0, title: '', roomId: null, roomName: '', colour: '', textColour: '', keywords: [] }),
    );
    expect(form).toMatchObject({
      date: '2026-11-22',
      startTime: '07:00',
      endTime: '08:00',
      colour: '#FFFFFF',
      textColour: '#000000',
    });
    expect(formTimes(null, '2026-11-22', PARIS)).toEqual({ date: '2026-11-22', startTime: '07:00', endTime: '08:00' });
  });

  it('starts a new session in the event’s colours, shown without an opaque alpha; an existing one keeps its own', () => {
    const colours = { colour: '#3949AB', textColour: '#FFFFFF' };
    const created = sessionForm(sessionEdit({ id: 0, colour: '#FFFFFFFF', textColour: '#000000FF' }), colours);
    expect(created).toMatchObject({ colour: '#3949AB', textColour: '#FFFFFF' });
    const existing = sessionForm(sessionEdit({ colour: '#FFFFFFFF', textColour: '#11223380' }), colours);
    expect(existing).toMatchObject({ colour: '#FFFFFF', textColour: '#11223380' });
    expect(shownColour('#1E88E5FF')).toBe('#1E88E5');
    expect(shownColour('#1E88E580')).toBe('#1E88E580');
    expect(sessionBody(0, created, []).colour).toBe('#3949ABFF');
  });

  it('shows a field’s problem once it was left, and all of them once Save was pressed', () => {
    const problems = sessionProblems({ ...validSession(), title: '', room: '' });
    expect(shownProblems(problems, new Set(), false)).toEqual({});
    expect(shownProblems(problems, new Set(['title']), false)).toEqual({ title: { rule: 'required' } });
    expect(shownProblems(problems, new Set(), true)).toEqual(problems);
  });

  it('starts a new presentation with its session’s times, order 0', () => {
    const form = presentationForm(presentationEdit());
    expect(form).toMatchObject({ order: '0', sessionId: 7, date: '2026-11-23', startTime: '14:00', endTime: '15:30' });
  });

  it('starts a new presentation without a session at 07:00–08:00 on the event’s first day', () => {
    const form = presentationForm(presentationEdit({ sessionId: 0 }));
    expect(form).toMatchObject({ sessionId: null, date: '2026-11-22', startTime: '07:00', endTime: '08:00' });
  });

  it('sets the date and times from the session chosen', () => {
    const edit = presentationEdit();
    const form = presentationForm(edit);
    expect(chooseSession(form, edit.sessions[1], edit.eventStart, PARIS)).toMatchObject({
      sessionId: 8,
      date: '2026-11-24',
      startTime: '16:05',
      endTime: '17:00',
    });
    expect(chooseSession(form, undefined, edit.eventStart, PARIS)).toMatchObject({
      sessionId: null,
      date: '2026-11-22',
      startTime: '07:00',
      endTime: '08:00',
    });
  });
});

describe('eager validation (spec 3 §5)', () => {
  it('accepts a complete session', () => {
    expect(sessionProblems(validSession())).toEqual({});
    expect(isValid(sessionProblems(validSession()))).toBe(true);
  });

  it('requires title, room, start date, start and end times', () => {
    const problems = sessionProblems({ ...validSession(), title: ' ', room: '', date: '', startTime: '', endTime: '' });
    expect(problems).toEqual({
      title: { rule: 'required' },
      room: { rule: 'required' },
      date: { rule: 'required' },
      startTime: { rule: 'required' },
      endTime: { rule: 'required' },
    });
    expect(isValid(problems)).toBe(false);
  });

  it('limits the custom code to 50 characters', () => {
    expect(sessionProblems({ ...validSession(), customCode: 'x'.repeat(50) }).customCode).toBeUndefined();
    expect(sessionProblems({ ...validSession(), customCode: 'x'.repeat(51) }).customCode).toEqual({
      rule: 'tooLong',
      length: 50,
    });
  });

  it('refuses an end before the start', () => {
    expect(sessionProblems({ ...validSession(), startTime: '10:00', endTime: '09:55' }).endTime).toEqual({
      rule: 'endBeforeStart',
    });
  });

  it('requires title, order, session and times of a presentation, and nothing else', () => {
    const empty: TPresentationForm = {
      ...presentationForm(presentationEdit({ sessionId: 0 })),
      order: '',
      startTime: '',
      endTime: '',
    };
    expect(presentationProblems(empty)).toEqual({
      title: { rule: 'required' },
      order: { rule: 'required' },
      sessionId: { rule: 'required' },
      startTime: { rule: 'required' },
      endTime: { rule: 'required' },
    });
    const complete = { ...presentationForm(presentationEdit()), title: 'Talk' };
    expect(presentationProblems(complete)).toEqual({});
    expect(presentationProblems({ ...complete, order: 'two' }).order).toEqual({ rule: 'invalid' });
    expect(presentationProblems({ ...complete, customCode: 'y'.repeat(51) }).customCode).toEqual({
      rule: 'tooLong',
      length: 50,
    });
  });
});

describe('dirty forms and presentation times (spec 3 §4)', () => {
  it('is dirty once any field changed, and clean when changed back', () => {
    const initial = validSession();
    expect(isDirty(initial, { ...initial })).toBe(false);
    expect(isDirty(initial, { ...initial, title: 'Other' })).toBe(true);
    expect(isDirty(initial, { ...initial, moderators: [4, 9] })).toBe(true);
    expect(isDirty(initial, { ...initial, moderators: [4] })).toBe(false);
  });

  it('asks to apply a new start or end only to a session with presentations', () => {
    const initial = validSession();
    expect(asksToApplyTimes(initial, { ...initial, startTime: '09:00' }, 2)).toBe(true);
    expect(asksToApplyTimes(initial, { ...initial, date: '2026-11-23' }, 1)).toBe(true);
    expect(asksToApplyTimes(initial, { ...initial, startTime: '09:00' }, 0)).toBe(false);
    expect(asksToApplyTimes(initial, { ...initial, title: 'Other' }, 2)).toBe(false);
  });
});

describe('the fields’ wiring', () => {
  it('gives a field its value and problem, and changes that field alone', () => {
    const form = { ...validSession(), title: '' };
    const patches: Partial<TSessionForm>[] = [];
    const field = bindField(form, sessionProblems(form), (patch) => patches.push(patch));
    expect(field('title')).toMatchObject({ value: '', problem: { rule: 'required' } });
    expect(field('room')).toMatchObject({ value: 'Main hall', problem: undefined });
    field('title').onChange('Opening');
    field('moderators').onChange([4, 9]);
    expect(patches).toEqual([{ title: 'Opening' }, { moderators: [4, 9] }]);
  });
});

describe('save bodies', () => {
  it('sends the wall clock, the room by id or by a new name, and the keywords as a list', () => {
    const form = { ...validSession(), keywords: 'heart, , lungs ,brain', room: 'room b' };
    expect(sessionBody(7, form, sessionEdit().rooms)).toMatchObject({
      id: 7,
      roomId: 5,
      start: '2026-11-22T09:30',
      end: '2026-11-22T10:45',
      keywords: ['heart', 'lungs', 'brain'],
    });
    const created = sessionBody(0, { ...form, room: 'Annex' }, sessionEdit().rooms);
    expect(created).not.toHaveProperty('id');
    expect(created).toMatchObject({ roomId: null, roomName: 'Annex' });
  });

  it('sends a presentation’s order as a number and its times on its date', () => {
    const form = { ...presentationForm(presentationEdit()), title: 'Talk', order: '2', startTime: '14:05' };
    expect(presentationBody(0, form)).toMatchObject({
      title: 'Talk',
      order: 2,
      sessionId: 7,
      start: '2026-11-23T14:05',
      end: '2026-11-23T15:30',
    });
  });
});

describe('the list (spec 3 §2, §9)', () => {
  it('asks for 100 rows of the first page without filters, and sends only the filters set', () => {
    expect(listQuery(INITIAL_LIST_STATE)).toEqual({ page: 1, pageSize: '100' });
    expect(listQuery({ date: '2026-11-22', roomId: '3', search: ' heart ', page: 2, pageSize: 'all' })).toEqual({
      date: '2026-11-22',
      roomId: 3,
      search: 'heart',
      page: 3,
      pageSize: 'all',
    });
    expect(rowsPerPage('all')).toBe(-1);
    expect(pageSizeOf(-1)).toBe('all');
    expect(pageSizeOf(200)).toBe('200');
  });

  it('writes a session’s times "ddd DD MMM HH:mm – HH:mm" and a presentation’s "HH:mm – HH:mm"', () => {
    expect(formatSlot('2026-11-22T09:30:00+01:00', '2026-11-22T10:45:00+01:00', 'en', PARIS)).toBe(
      'Sun 22 Nov 09:30 – 10:45',
    );
    expect(formatTimes('2026-11-22T09:30:00+01:00', '2026-11-22T10:45:00+01:00', PARIS)).toBe('09:30 – 10:45');
  });
});
