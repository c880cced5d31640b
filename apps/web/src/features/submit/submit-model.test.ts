import {
  SUBMIT_SETTINGS_DEFAULTS,
  type TSubmitPresentation,
  type TSubmitSession,
  type TSubmittedFile,
} from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROWS,
  acceptedTypes,
  allowsSeveral,
  canFinish,
  dateKey,
  detectedType,
  fileAreas,
  fileOpening,
  filterPresentations,
  filterSessions,
  formatClock,
  formatSlot,
  NO_ROOM,
  OFFICE_VIEWER,
  pageOf,
  questionText,
  requiredQuestions,
  sessionDates,
  sessionRooms,
} from './submit-model.ts';

const file = (over: Partial<TSubmittedFile> = {}): TSubmittedFile => ({
  area: 'poster',
  name: 'poster.pdf',
  size: 1234,
  contentType: 'application/pdf',
  uri: '/files/abc?sig=1',
  uploadedAt: '2026-05-05T08:00:00.000Z',
  ...over,
});

const presentation = (over: Partial<TSubmitPresentation> = {}): TSubmitPresentation => ({
  id: 1,
  internalCode: 'P-0001',
  title: 'Cardiac imaging',
  speakerName: 'Chloé Martin',
  start: '2026-05-05T07:00:00.000Z',
  end: '2026-05-05T08:30:00.000Z',
  order: 1,
  isAPoster: false,
  session: { id: 10, title: 'Imaging' },
  presentationFileUri: null,
  posterUploadUri: null,
  audioFileUri: null,
  abstractFileUri: null,
  additionalUploadFileUris: [],
  files: [],
  canEdit: true,
  record: false,
  publish: false,
  declareConflictOfInterest: false,
  requireCustomAuthorisation1: false,
  requireCustomAuthorisation2: false,
  requireCustomAuthorisation3: false,
  requireCustomAuthorisation4: false,
  requireCustomAuthorisation5: false,
  authorisedRecordWeb: null,
  authorisedPublish: null,
  hasConflictOfInterest: null,
  authorisedCustomAuthorisation1: null,
  authorisedCustomAuthorisation2: null,
  authorisedCustomAuthorisation3: null,
  authorisedCustomAuthorisation4: null,
  authorisedCustomAuthorisation5: null,
  ...over,
});

const session = (over: Partial<TSubmitSession> = {}): TSubmitSession => ({
  id: 10,
  title: 'Imaging',
  room: 'Room A',
  start: '2026-05-05T07:00:00.000Z',
  end: '2026-05-05T08:30:00.000Z',
  presentations: [],
  ...over,
});

describe('the poster and presentation lists (spec 3 §2)', () => {
  const list = [
    presentation({ id: 1, title: 'Cardiac imaging', files: [file()] }),
    presentation({ id: 2, title: 'Heart valves', speakerName: 'Jean Dupont', internalCode: 'O-0002' }),
  ];

  it('keeps only rows with a file when Uploaded only is on', () => {
    expect(filterPresentations(list, { uploadedOnly: true, search: '' }).map((p) => p.id)).toEqual([1]);
    expect(filterPresentations(list, { uploadedOnly: false, search: '' }).map((p) => p.id)).toEqual([1, 2]);
  });

  it('searches code, title and speaker, ignoring case and accents', () => {
    expect(filterPresentations(list, { uploadedOnly: false, search: 'VALVES' }).map((p) => p.id)).toEqual([2]);
    expect(filterPresentations(list, { uploadedOnly: false, search: 'chloe' }).map((p) => p.id)).toEqual([1]);
    expect(filterPresentations(list, { uploadedOnly: false, search: 'o-0002' }).map((p) => p.id)).toEqual([2]);
    expect(filterPresentations(list, { uploadedOnly: true, search: 'valves' })).toEqual([]);
  });

  it('pages by 100, 200, 500 or all (spec 3 §9)', () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    expect(pageOf(rows, 0, 100)).toHaveLength(100);
    expect(pageOf(rows, 2, 100)).toEqual(rows.slice(200));
    expect(pageOf(rows, 0, ALL_ROWS)).toHaveLength(250);
  });
});

describe('dates of the lists (spec 3 §9)', () => {
  it('writes a slot as "ddd DD MMM HH:mm – HH:mm" in the event time zone', () => {
    expect(formatSlot('2026-05-05T07:00:00.000Z', '2026-05-05T08:30:00.000Z', 'en', 'Europe/Paris')).toBe(
      'Tue 05 May 09:00 – 10:30',
    );
    expect(formatSlot(null, null, 'en', 'UTC')).toBe('');
    expect(formatClock('2026-05-05T07:05:00.000Z', 'UTC')).toBe('07:05');
  });

  it('keys the date filter as DD/MM/YYYY in the event time zone', () => {
    expect(dateKey('2026-05-05T23:30:00.000Z', 'UTC')).toBe('05/05/2026');
    expect(dateKey('2026-05-05T23:30:00.000Z', 'Europe/Paris')).toBe('06/05/2026');
  });
});

describe('the session list filters (spec 3 §2)', () => {
  const sessions = [
    session({ id: 1, title: 'Imaging', room: 'Room B', start: '2026-05-06T07:00:00.000Z' }),
    session({
      id: 2,
      title: 'Valves',
      room: '',
      start: '2026-05-05T07:00:00.000Z',
      presentations: [presentation({ title: 'Mitral repair', speakerName: 'Ana Pérez' })],
    }),
    session({ id: 3, title: 'Rhythm', room: 'Room A', start: '2026-05-05T12:00:00.000Z' }),
  ];

  it('lists the dates in order and the rooms, with No room when a session has none', () => {
    expect(sessionDates(sessions, 'UTC')).toEqual(['05/05/2026', '06/05/2026']);
    expect(sessionRooms(sessions)).toEqual({ rooms: ['Room A', 'Room B'], hasNoRoom: true });
    expect(sessionRooms([sessions[0] as TSubmitSession]).hasNoRoom).toBe(false);
  });

  it('filters by date, room, No room and search (presentations included)', () => {
    const ids = (filter: { date?: string; room?: string; search?: string }) =>
      filterSessions(sessions, { date: '', room: '', search: '', ...filter }, 'UTC').map((s) => s.id);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ date: '05/05/2026' })).toEqual([2, 3]);
    expect(ids({ room: 'Room A' })).toEqual([3]);
    expect(ids({ room: NO_ROOM })).toEqual([2]);
    expect(ids({ search: 'perez' })).toEqual([2]);
    expect(ids({ search: 'mitral', date: '06/05/2026' })).toEqual([]);
  });
});

describe('the file areas (spec 3 §2, §5)', () => {
  const on = { enableAudioUpload: true, enableAdditionalUpload: true };
  const off = { enableAudioUpload: false, enableAdditionalUpload: false };

  it('shows the main area, audio for posters when enabled, additional files when enabled', () => {
    expect(fileAreas({ isAPoster: true }, on)).toEqual(['poster', 'audio', 'abstract', 'other']);
    expect(fileAreas({ isAPoster: false }, on)).toEqual(['presentation', 'abstract', 'other']);
    expect(fileAreas({ isAPoster: true }, off)).toEqual(['poster']);
    expect(fileAreas({ isAPoster: false }, off)).toEqual(['presentation']);
  });

  it('takes one main or audio file and several additional files, of the spec types', () => {
    expect(allowsSeveral('poster')).toBe(false);
    expect(allowsSeveral('audio')).toBe(false);
    expect(allowsSeveral('other')).toBe(true);
    expect(acceptedTypes('presentation')).toEqual(expect.arrayContaining(['.ppt', '.pptx', '.pdf', 'application/pdf']));
    expect(acceptedTypes('audio')).toEqual(['.mp3', 'audio/mpeg']);
    expect(acceptedTypes('poster')).toEqual(
      expect.arrayContaining(['.pdf', '.jpg', '.png', 'image/png', 'image/jpeg']),
    );
    expect(acceptedTypes('abstract')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.txt', 'application/pdf', 'text/plain']),
    );
    expect(acceptedTypes('other')).toBeNull();
  });

  it('checks a file by the type its extension names when known', () => {
    expect(detectedType('Slides.PPTX', '')).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(detectedType('talk.mp3', 'audio/mp3')).toBe('audio/mpeg');
    expect(detectedType('Poster.JPG', '')).toBe('image/jpeg');
    expect(detectedType('notes.txt', 'text/plain')).toBe('text/plain');
  });
});

describe('the permission questions and Finish (spec 3 §4)', () => {
  const asked = presentation({ record: true, publish: true });

  it('asks only the questions whose requirement flag is on', () => {
    expect(requiredQuestions(asked)).toEqual(['RecordPermission', 'PublishPermission']);
    expect(requiredQuestions(presentation())).toEqual([]);
  });

  it('allows Finish once every required question has an answer, yes or no', () => {
    expect(canFinish(asked, {}, 'edit')).toBe(false);
    expect(canFinish({ ...asked, authorisedRecordWeb: true }, {}, 'edit')).toBe(false);
    expect(canFinish({ ...asked, authorisedRecordWeb: true, authorisedPublish: false }, {}, 'edit')).toBe(true);
    expect(canFinish(asked, { authorisedRecordWeb: false, authorisedPublish: true }, 'edit')).toBe(true);
    expect(canFinish(presentation(), {}, 'edit')).toBe(true);
  });

  it('always allows Finish in the session list’s view-only mode', () => {
    expect(canFinish(asked, {}, 'view')).toBe(true);
  });

  it('reads a question in French when the organiser wrote one, else in English', () => {
    const settings = {
      ...SUBMIT_SETTINGS_DEFAULTS,
      recordPermissionText: 'May we record?',
      recordPermissionTextFr: 'Pouvons-nous enregistrer ?',
      publishPermissionText: 'May we publish?',
    };
    expect(questionText(settings, 'RecordPermission', 'fr')).toBe('Pouvons-nous enregistrer ?');
    expect(questionText(settings, 'PublishPermission', 'fr')).toBe('May we publish?');
    expect(questionText(settings, 'RecordPermission', 'en')).toBe('May we record?');
  });
});

describe('opening a stored file (spec 3 §2)', () => {
  const origin = 'https://event.example';

  it('opens a PDF at its absolute address', () => {
    expect(fileOpening(file(), origin)).toEqual({ href: 'https://event.example/files/abc?sig=1', confirm: false });
  });

  it('opens PowerPoint in the Office viewer, and asks first above 100,000,000 bytes', () => {
    const slides = file({
      name: 'talk.pptx',
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    });
    expect(fileOpening(slides, origin)).toEqual({
      href: `${OFFICE_VIEWER}${encodeURIComponent('https://event.example/files/abc?sig=1')}`,
      confirm: false,
    });
    expect(fileOpening({ ...slides, size: 100_000_001 }, origin).confirm).toBe(true);
  });

  it('asks first for a type a browser may not show', () => {
    expect(fileOpening(file({ name: 'data.zip', contentType: 'application/zip' }), origin).confirm).toBe(true);
  });
});
