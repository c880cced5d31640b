import { buildMenuItem, buildPlatform, buildProgramme, buildSignedInUser } from './factories.ts';
import type { TestServer } from './test-server.ts';

/** The instant the programme scene is seen at: 10:15 in Paris (UTC+1 in March), "Live session" (10:00–11:00) is on. */
export const PROGRAMME_SCENE_NOW = '2026-03-10T09:15:00Z';

export type ProgrammeScene = Awaited<ReturnType<typeof buildProgrammeScene>>;

/**
 * The programme tests' event PROG (Europe/Paris): a titled programme menu item, four rooms (one
 * empty), sessions over two days (one past midnight on its programme day, a poster session, a
 * live one with video), a chair and two speakers signed in; a closed event PROGCLOSED with one
 * attendee; another event PROGOTHER with one session.
 */
export async function buildProgrammeScene(s: TestServer) {
  const event = await buildPlatform(s, { code: 'PROG', timeZone: 'Europe/Paris' });
  const closed = await buildPlatform(s, { code: 'PROGCLOSED', open: false, timeZone: 'Europe/Paris' });
  const other = await buildPlatform(s, { code: 'PROGOTHER' });
  const people: Record<string, { id: number; token: string }> = {};
  for (const [key, first, last] of [
    ['chair', 'Carla', 'Chair'],
    ['ann', 'Ann', 'Lee'],
    ['bo', 'Bo', 'Chen'],
  ] as const) {
    people[key] = await buildSignedInUser(s, {
      platformId: event.id,
      firstName: first,
      lastName: last,
      role: 'speaker',
    });
  }
  people.closedAttendee = await buildSignedInUser(s, { platformId: closed.id });
  await buildMenuItem(s, {
    platformId: event.id,
    title: 'Programme',
    titleEn: 'Scientific programme',
    titleFr: 'Programme scientifique',
    link: 'programme',
    module: 'programme',
  });
  const ids = await buildProgramme(s, event.id, {
    rooms: ['Hall A', 'Hall B', 'Room C', 'Empty room'],
    sessions: [
      {
        title: 'Opening',
        start: '2026-03-10T08:00:00Z',
        end: '2026-03-10T09:00:00Z',
        room: 'Hall A',
        theme: 'Cardiology',
        type: 'Plenary',
        colour: '#c62828',
        description: '<p>Hello &amp; welcome</p><script>alert(1)</script>',
        moderators: [people.chair!.id],
        presentations: [
          {
            title: 'Second talk',
            sortOrder: 2,
            start: '2026-03-10T08:30:00Z',
            end: '2026-03-10T09:00:00Z',
            speakerId: people.bo!.id,
            coAuthors: 'D. Ng, E. Roy',
          },
          {
            title: 'First talk',
            description: '<p>Abstract</p>',
            sortOrder: 1,
            start: '2026-03-10T08:00:00Z',
            end: '2026-03-10T08:30:00Z',
            speakerId: people.ann!.id,
            speakerNameOverride: 'Ann Lee on behalf of the TRIAL group',
          },
        ],
      },
      {
        title: 'Live session',
        start: '2026-03-10T09:00:00Z',
        end: '2026-03-10T10:00:00Z',
        room: 'Hall B',
        theme: 'Neurology',
        type: 'Oral',
        translation: true,
        videoIFrameUri: 'https://video.example/1',
        speakers: [people.bo!.id],
      },
      {
        title: 'Poster walk',
        start: '2026-03-10T09:30:00Z',
        end: '2026-03-10T10:30:00Z',
        room: 'Room C',
        theme: 'Cardiology',
        type: 'Posters',
        isPoster: true,
        keywords: ['ECG', 'Imaging'],
      },
      {
        // 00:30–01:30 in Paris on the 11th, but part of the 10th's programme (a day past midnight).
        title: 'Late night',
        start: '2026-03-10T23:30:00Z',
        end: '2026-03-11T00:30:00Z',
        room: 'Hall A',
        theme: 'Social',
        type: 'Party',
        programmeDay: '2026-03-10',
      },
      {
        title: 'Day two',
        start: '2026-03-11T08:00:00Z',
        end: '2026-03-11T09:00:00Z',
        room: 'Hall B',
        theme: 'Neurology',
        type: 'Oral',
        externalContentUri: 'https://elsewhere.example/day-two',
      },
    ],
  });
  const otherIds = await buildProgramme(s, other.id, {
    rooms: ['Elsewhere'],
    sessions: [
      { title: 'Other event talk', start: '2026-03-10T09:00:00Z', end: '2026-03-10T10:00:00Z', room: 'Elsewhere' },
    ],
  });
  return { event, closed, other, people, ids, otherIds };
}
