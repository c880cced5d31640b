import { describe, expect, it } from 'vitest';
import { scheduleJsonV1, scheduleJsonV2, scheduleXml } from '../../test/schedule-fixtures.ts';
import { parseSchedule } from './schedule-parser.ts';
import { ScheduleRejected } from './schedule-types.ts';

const options = { timeZone: 'Europe/Paris' };

/** The message of the ScheduleRejected that `run` throws. */
function rejection(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ScheduleRejected);
    return (error as Error).message;
  }
  throw new Error('not rejected');
}

const warningLines = (warnings: { place: string; message: string }[]) =>
  warnings.map((w) => `${w.place}: ${w.message}`);

describe('schedule.json v1', () => {
  const parsed = parseSchedule(scheduleJsonV1(), options);

  it('reads days, rooms in order, events keyed by guid, and persons by id or guid', () => {
    expect(parsed.format).toBe('schedule.json v1');
    expect(parsed.title).toBe('Test Congress');
    expect(parsed.timeZone).toBe('Europe/Berlin');
    expect(parsed.days).toEqual(['2019-12-27', '2019-12-28']);
    expect(parsed.rooms.map((r) => r.name)).toEqual(['Ada', 'Borg']);
    expect(parsed.events.map((e) => e.key)).toEqual([
      '6a32cb72-a69d-423c-91b5-60d88eb8e6c7',
      'b6b3d8b0-1f1e-4d0c-8f7a-2a3b4c5d6e7f',
      'c7c4e9c1-2a2f-4e1d-9a8b-3b4c5d6e7f80',
      'd8d5fad2-3b30-4f2e-8b9c-4c5d6e7f8091',
    ]);
    expect([...parsed.persons.values()].map((p) => [p.key, p.name])).toEqual([
      ['id:fahrplan.example:9891', 'bleeptrack'],
      ['id:fahrplan.example:6697', 'Ann Lee'],
      ['guid:aaaa0000-1111-2222-3333-444455556666', 'Zoe Zed'],
    ]);
    // The same person on two events keeps what either tells (pretalx's biography).
    expect(parsed.persons.get('id:fahrplan.example:6697')?.biography).toBe('Ann *writes* code.');
    expect(parsed.persons.get('guid:aaaa0000-1111-2222-3333-444455556666')?.photoUri).toBe(
      'https://example.org/zoe.png',
    );
  });

  it('places events in time, a start after midnight on the next calendar day', () => {
    const [opening, night, hardware, closing] = parsed.events;
    expect(opening?.start.toISOString()).toBe('2019-12-27T10:00:00.000Z');
    expect(opening?.end.toISOString()).toBe('2019-12-27T10:30:00.000Z');
    // 01:30 in Berlin on the 28th, but on the 27th's programme (day_start 11:00).
    expect(night?.start.toISOString()).toBe('2019-12-28T00:30:00.000Z');
    expect(night?.day).toBe('2019-12-27');
    expect(hardware?.end.toISOString()).toBe('2019-12-27T11:45:00.000Z');
    // "1:5" is read as 65 minutes.
    expect((closing?.end.getTime() ?? 0) - (closing?.start.getTime() ?? 0)).toBe(65 * 60_000);
  });

  it('reads tracks, types, languages, recording flags, links and logos', () => {
    const [opening, night, hardware] = parsed.events;
    expect(opening).toMatchObject({ track: 'CCC', type: 'lecture', language: 'de', doNotRecord: false });
    expect(opening?.logo).toBe('https://fahrplan.example/system/events/logos/101.png?1573676286');
    expect(opening?.links).toEqual([
      { title: 'Slides', url: 'https://example.org/slides.pdf' },
      { title: 'Paper', url: 'https://fahrplan.example/attachments/original/101.pdf' },
    ]);
    expect(night).toMatchObject({ language: '', doNotRecord: true, subtitle: 'after midnight' });
    expect(hardware?.language).toBe('de, en');
    expect(opening?.persons).toEqual([
      { key: 'id:fahrplan.example:9891', role: 'speaker' },
      { key: 'id:fahrplan.example:6697', role: 'speaker' },
    ]);
  });

  it('warns about deviations with their place', () => {
    expect(warningLines(parsed.warnings)).toEqual([
      `schedule.conference.time_zone_name: the schedule is in Europe/Berlin but the event's time zone is Europe/Paris: the programme's days and times are shown in Europe/Paris`,
      'days[1].rooms["Ada"][0].duration: "1:5" is not HH:MM; read as 65 minutes',
    ]);
  });

  it('rejects what cannot be imported, naming where', () => {
    const root = JSON.parse(scheduleJsonV1());
    const mutate = (change: (r: typeof root) => void) => {
      const copy = structuredClone(root);
      change(copy);
      return JSON.stringify(copy);
    };
    const cases: [string, string][] = [
      [
        mutate((r) => {
          r.schedule.conference.days[0].rooms.Ada[1].duration = 'abc';
        }),
        'days[0].rooms["Ada"][1].duration: "abc" is not a duration (HH:MM)',
      ],
      [
        mutate((r) => {
          r.schedule.conference.days[0].rooms.Ada[1].start = '25:99';
        }),
        'days[0].rooms["Ada"][1].start: "25:99" is not a time (HH:MM)',
      ],
      [
        mutate((r) => {
          delete r.schedule.conference.days[0].rooms.Borg[0].duration;
        }),
        'days[0].rooms["Borg"][0].duration: missing: the event has no length',
      ],
      [
        mutate((r) => {
          r.schedule.conference.days[1].date = '2019-02-30';
          r.schedule.conference.days[1].day_start = 'soon';
        }),
        'days[1].date: "2019-02-30" is not a date (YYYY-MM-DD)',
      ],
      [
        mutate((r) => {
          r.schedule.conference.days = { one: 1 };
        }),
        'schedule.conference.days: not a list',
      ],
      [
        mutate((r) => {
          r.schedule.conference.days[0].rooms.Ada = 'nothing';
        }),
        'days[0].rooms["Ada"]: not a list of events',
      ],
      [JSON.stringify({ schedule: {} }), 'schedule.conference: missing'],
      ['{"schedule": {"conference": ', 'neither XML nor valid JSON'],
      ['', 'the file is empty'],
      ['[1, 2]', '(top level): not a JSON object with a "schedule"'],
    ];
    for (const [text, message] of cases) expect(rejection(() => parseSchedule(text, options))).toContain(message);
  });

  it('names the line and column of broken JSON', () => {
    const message = rejection(() => parseSchedule('{\n  "schedule": {\n    "conference": x\n  }\n}', options));
    expect(message).toMatch(/^line 3, column 19: neither XML nor valid JSON/);
  });

  it('keeps the first of two events with the same guid, and says so', () => {
    const root = JSON.parse(scheduleJsonV1());
    root.schedule.conference.days[0].rooms.Borg[0].guid = root.schedule.conference.days[0].rooms.Ada[0].guid;
    const result = parseSchedule(JSON.stringify(root), options);
    expect(result.events).toHaveLength(3);
    expect(warningLines(result.warnings)).toContain(
      'days[0].rooms["Borg"][0]: guid 6a32cb72-a69d-423c-91b5-60d88eb8e6c7 appears already at days[0].rooms["Ada"][0]; left out',
    );
  });
});

describe('schedule.json v2 (schema 2)', () => {
  const parsed = parseSchedule(scheduleJsonV2(), options);

  it('reads flat events with ISO times, rooms of the room list, track slugs, participants with roles', () => {
    expect(parsed.format).toBe('schedule.json v2 (schema 2)');
    expect(parsed.days).toEqual(['2024-12-27', '2024-12-28']);
    expect(parsed.rooms.map((r) => r.name)).toEqual(['Saal 1', 'Saal GLITCH', 'Stage HUFF']);
    const [late, quick] = parsed.events;
    expect(late).toMatchObject({
      title: 'A late talk',
      code: 'HQCCYH',
      type: 'Talk',
      track: 'Security',
      room: 'Saal GLITCH',
      // 00:15 on the 28th belongs to day 1, which runs until 06:00.
      day: '2024-12-27',
      logo: 'https://hub.example/logo.png',
      persons: [
        { key: 'guid:0c16ffaa-709d-599f-959f-9a38b911361a', role: 'speaker' },
        { key: 'guid:4cee1e72-681f-5c8b-8dcd-8e58c8f4a445', role: 'moderator' },
      ],
      links: [{ title: 'FEEDBACK', url: 'https://hub.example/feedback/' }],
    });
    expect(late?.start.toISOString()).toBe('2024-12-27T23:15:00.000Z');
    expect(quick).toMatchObject({ type: 'Lightning talk', track: 'Art & Beauty', day: '2024-12-28' });
    expect(parsed.trackColours.get('Security')).toBe('#0347B4');
    // The top-level persons list adds biography and avatar.
    expect(parsed.persons.get('guid:0c16ffaa-709d-599f-959f-9a38b911361a')).toMatchObject({
      name: 'Gabriela Bogk',
      biography: 'Hacker.',
      photoUri: 'https://hub.example/avatar.jpg',
    });
  });

  it('rejects an event without a usable start or end, naming it', () => {
    const root = JSON.parse(scheduleJsonV2());
    root.schedule.events[1].start = '28.12.2024 11:00';
    expect(rejection(() => parseSchedule(JSON.stringify(root), options))).toBe(
      'events[1].start: "28.12.2024 11:00" is not an ISO date-time with an offset',
    );
    const noEnd = JSON.parse(scheduleJsonV2());
    delete noEnd.schedule.events[0].end;
    expect(rejection(() => parseSchedule(JSON.stringify(noEnd), options))).toBe(
      'events[0].end: missing (and no duration)',
    );
  });
});

describe('schedule.xml (frab/pentabarf)', () => {
  const parsed = parseSchedule(scheduleXml(), options);

  it('reads days, rooms, events keyed by id, persons, links and attachments', () => {
    expect(parsed.format).toBe('schedule.xml (frab/pentabarf)');
    expect(parsed.days).toEqual(['2020-02-01', '2020-02-02']);
    expect(parsed.rooms.map((r) => r.name)).toEqual(['Janson', 'K.1.105 (La Fontaine)']);
    expect(parsed.events.map((e) => [e.key, e.title])).toEqual([
      ['id:fosdem test:9025', 'Welcome to FOSDEM'],
      ['id:fosdem test:9026', '2020'],
      ['id:fosdem test:9027', 'Early next morning'],
    ]);
    expect([...parsed.persons.keys()]).toEqual(['id:fosdem test:6', 'id:fosdem test:7368']);
    expect(parsed.events[0]?.links).toEqual([
      { title: 'Video recording (WebM/VP9)', url: 'https://video.fosdem.org/2020/Janson/keynotes_welcome.webm' },
      { title: 'Slides', url: 'https://fosdem.org/slides.pdf' },
    ]);
  });

  it('unescapes the escaped HTML once', () => {
    expect(parsed.events[0]?.abstract).toBe('<p>FOSDEM welcome &amp; opening talk.</p><script>alert(1)</script>');
  });

  it('reads times in the event’s zone, before day_change on the next calendar day', () => {
    const [welcome, night, early] = parsed.events;
    expect(welcome?.start.toISOString()).toBe('2020-02-01T08:30:00.000Z');
    expect(night?.start.toISOString()).toBe('2020-02-02T01:00:00.000Z');
    expect(night?.day).toBe('2020-02-01');
    expect(early?.start.toISOString()).toBe('2020-02-03T07:30:00.000Z');
  });

  it('warns about the missing time zone, guid and a non-web link, each once', () => {
    expect(warningLines(parsed.warnings)).toEqual([
      "schedule.conference.time_zone_name: missing; local times are read in the event's time zone Europe/Paris",
      'day[0].room["Janson"].event[0]: no guid; events without one are matched by their id on re-import',
      'day[0].room["Janson"].event[0].links[1].url: "dat://example/" is not an http(s) address; left out',
    ]);
    expect(parsed.warnings[1]?.more).toBe(2);
  });

  it('rejects what cannot be imported, naming where', () => {
    const cases: [string, string][] = [
      [
        scheduleXml().replace('<duration>00:50</duration>', '<duration>fifty</duration>'),
        'day[0].room["K.1.105 (La Fontaine)"].event[0].duration: "fifty" is not a duration (HH:MM)',
      ],
      [
        scheduleXml().replace('<start>09:30</start>', ''),
        'day[0].room["Janson"].event[0].start: missing: the event cannot be placed in time',
      ],
      [scheduleXml().replace('date="2020-02-02"', ''), 'day[1].date: missing'],
      [scheduleXml().replace('</room>\n  </day>', '</day>'), 'not well-formed XML'],
      [
        '<?xml version="1.0"?><programme><day/></programme>',
        'schedule: missing: the root element is <programme>, not <schedule>',
      ],
      ['<!DOCTYPE s [<!ENTITY a "aaaa">]><schedule/>', 'DOCTYPE: entity declarations are not accepted'],
    ];
    for (const [text, message] of cases) expect(rejection(() => parseSchedule(text, options))).toContain(message);
    expect(rejection(() => parseSchedule('<schedule>\n<conference>\n</schedule>', options))).toMatch(
      /^line 3, column \d+: not well-formed XML/,
    );
  });
});
