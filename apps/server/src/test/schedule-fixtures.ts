/**
 * Small schedules in each supported format, written the way real exports are (frab,
 * pretalx, FOSDEM's pentabarf XML, c3voc schema 2), for the importer's tests.
 */

export interface FixtureOptions {
  /** Changes the first event's title (re-import updates in place). */
  firstTitle?: string;
  /** Leaves the last event out (re-import removes nothing). */
  withoutLast?: boolean;
}

/** c3voc schedule.json v1 as frab writes it: two days, the first running past midnight. */
export function scheduleJsonV1(options: FixtureOptions = {}): string {
  const events = {
    day1Ada: [
      {
        id: 101,
        guid: '6a32cb72-a69d-423c-91b5-60d88eb8e6c7',
        logo: '/system/events/logos/101.png?1573676286',
        date: '2019-12-27T11:00:00+01:00',
        start: '11:00',
        duration: '00:30',
        room: 'Ada',
        slug: 'c-101-opening',
        url: 'https://fahrplan.example/events/101.html',
        title: options.firstTitle ?? 'Opening Ceremony',
        subtitle: '',
        track: 'CCC',
        type: 'lecture',
        language: 'de',
        abstract: 'Welcome!\r\nSee https://example.org for more.',
        description: '',
        recording_license: '',
        do_not_record: false,
        persons: [
          { id: 9891, public_name: 'bleeptrack' },
          { id: 6697, public_name: 'Ann Lee' },
        ],
        links: [{ url: 'https://example.org/slides.pdf', title: 'Slides' }],
        attachments: [{ url: '/attachments/original/101.pdf', title: 'Paper' }],
      },
      {
        id: 102,
        guid: 'b6b3d8b0-1f1e-4d0c-8f7a-2a3b4c5d6e7f',
        logo: null,
        // No date: the start is after midnight, so it is the next calendar day.
        start: '01:30',
        duration: '01:00',
        room: 'Ada',
        title: 'Night talk',
        subtitle: 'after midnight',
        track: 'Science',
        type: 'lecture',
        language: null,
        abstract: 'Plain text with <b>bold</b> raw HTML and <script>alert(1)</script>',
        description: 'Longer description.',
        do_not_record: true,
        persons: [{ id: 6697, code: 'ABC123', public_name: 'Ann Lee', biography: 'Ann *writes* code.', answers: [] }],
        links: [],
        attachments: [],
        answers: [],
      },
    ],
    day1Borg: [
      {
        id: 103,
        guid: 'c7c4e9c1-2a2f-4e1d-9a8b-3b4c5d6e7f80',
        date: '2019-12-27T12:00:00+01:00',
        start: '12:00',
        duration: '00:45',
        room: 'Borg',
        title: 'Hardware hacking',
        subtitle: '',
        track: 'Hardware & Making',
        type: 'workshop',
        language: 'de, en',
        abstract: '',
        description: '',
        persons: [
          {
            guid: 'AAAA0000-1111-2222-3333-444455556666',
            name: 'Zoe Zed',
            public_name: 'Zoe Zed',
            avatar: 'https://example.org/zoe.png',
            biography: 'Makes things.',
          },
        ],
        links: [],
        attachments: [],
      },
    ],
    day2Ada: [
      {
        id: 104,
        guid: 'd8d5fad2-3b30-4f2e-8b9c-4c5d6e7f8091',
        date: '2019-12-28T11:00:00+01:00',
        start: '11:00',
        duration: '1:5',
        room: 'Ada',
        title: 'Closing',
        subtitle: '',
        track: 'CCC',
        type: 'podium',
        language: 'en',
        abstract: 'Bye.',
        description: 'Bye.',
        persons: [],
        links: [],
        attachments: [],
      },
    ],
  };
  const day2 = options.withoutLast ? [] : events.day2Ada;
  return JSON.stringify({
    $schema: 'https://c3voc.de/schedule/schema.json',
    schedule: {
      version: 'Test 1.0',
      base_url: 'https://fahrplan.example/congress/Fahrplan/',
      conference: {
        acronym: 'test19',
        title: 'Test Congress',
        start: '2019-12-27',
        end: '2019-12-28',
        daysCount: 2,
        time_zone_name: 'Europe/Berlin',
        timeslot_duration: '00:10',
        days: [
          {
            index: 1,
            date: '2019-12-27',
            day_start: '2019-12-27T11:00:00+01:00',
            day_end: '2019-12-28T04:00:00+01:00',
            rooms: { Ada: events.day1Ada, Borg: events.day1Borg },
          },
          {
            index: 2,
            date: '2019-12-28',
            day_start: '2019-12-28T11:00:00+01:00',
            day_end: '2019-12-29T04:00:00+01:00',
            rooms: { Ada: day2, Borg: [] },
          },
        ],
      },
    },
  });
}

/** The c3voc schedule v2 draft: flat events, room objects, track slugs, participants with roles. */
export function scheduleJsonV2(): string {
  return JSON.stringify({
    $schema: 'https://c3voc.de/schedule/schema2',
    schedule: {
      version: 'alpha-3',
      base_url: 'https://hub.example/',
      conference: {
        acronym: 'v2test',
        title: 'V2 Test',
        start: '2024-12-27T09:30:00+00:00',
        end: '2024-12-28T17:45:00+00:00',
        time_zone_name: 'Europe/Berlin',
        tracks: [
          { name: 'Security', slug: 'security', colors: { light: '#0347B4', dark: '#0347B4' } },
          { name: 'Art & Beauty', slug: 'art-beauty', colors: { light: '#F9B000' } },
        ],
        rooms: [
          { name: 'Saal 1', guid: 'ba692ba3-421b-5371-8309-60acc34a3c05', type: 'LECTURE_HALL' },
          { name: 'Saal GLITCH', guid: '7202df07-050c-552f-8318-992f94e40ef0' },
          { name: 'Stage HUFF', guid: '53f436a0-705b-40eb-974f-2bfce8857b1b' },
        ],
        days: [
          { index: 1, date: '2024-12-27', start: '2024-12-27T09:30:00+00:00', end: '2024-12-28T06:00:00+01:00' },
          { index: 2, date: '2024-12-28', start: '2024-12-28T06:00:00+01:00', end: '2024-12-28T17:45:00+00:00' },
        ],
      },
      events: [
        {
          type: 'TALK',
          guid: '270fa44c-821a-577f-8ca3-33e8d4a8c2a7',
          code: 'HQCCYH',
          start: '2024-12-28T00:15:00+01:00',
          end: '2024-12-28T00:55:00+01:00',
          room: { name: 'Saal GLITCH', guid: '7202df07-050c-552f-8318-992f94e40ef0' },
          title: 'A late talk',
          subtitle: null,
          language: 'en',
          track: { slug: 'security' },
          abstract: 'Abstract.',
          description: null,
          logo: { url: 'https://hub.example/logo.png' },
          participants: [
            { guid: '0c16ffaa-709d-599f-959f-9a38b911361a', name: 'Gabriela Bogk', role: 'SPEAKER' },
            { guid: '4cee1e72-681f-5c8b-8dcd-8e58c8f4a445', name: 'Senficon', role: 'HOST' },
          ],
          links: [{ type: 'FEEDBACK', url: 'https://hub.example/feedback/' }],
        },
        {
          type: 'LIGHTNING_TALK',
          guid: 'b1740c2f-0c44-5f1b-89ed-456a9eecf0b8',
          start: '2024-12-28T11:00:00+01:00',
          end: '2024-12-28T11:10:00+01:00',
          room: { name: 'Saal 1' },
          title: 'Quick one',
          track: { slug: 'art-beauty' },
          participants: [{ guid: '0c16ffaa-709d-599f-959f-9a38b911361a', name: 'Gabriela Bogk', role: 'SPEAKER' }],
        },
      ],
      persons: [
        {
          guid: '0c16ffaa-709d-599f-959f-9a38b911361a',
          name: 'Gabriela Bogk',
          biography: 'Hacker.',
          avatar: { url: 'https://hub.example/avatar.jpg' },
        },
      ],
    },
  });
}

/** FOSDEM's pentabarf XML: no guid, no date, escaped HTML, a day_change at 09:00. */
export function scheduleXml(options: FixtureOptions = {}): string {
  const last = options.withoutLast
    ? ''
    : `
      <event id="9027">
        <start>08:30</start>
        <duration>00:25</duration>
        <room>K.1.105 (La Fontaine)</room>
        <title>Early next morning</title>
        <subtitle/>
        <track>Lightning Talks</track>
        <type>lightningtalk</type>
        <language/>
        <abstract/>
        <description/>
        <persons/>
        <links/>
      </event>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<schedule>
  <conference>
    <title>FOSDEM Test</title>
    <subtitle/>
    <venue>ULB</venue>
    <city>Brussels</city>
    <start>2020-02-01</start>
    <end>2020-02-02</end>
    <days>2</days>
    <day_change>09:00:00</day_change>
    <timeslot_duration>00:05:00</timeslot_duration>
  </conference>
  <day index="1" date="2020-02-01">
    <room name="Janson">
      <event id="9025">
        <start>09:30</start>
        <duration>00:25</duration>
        <room>Janson</room>
        <slug>keynotes_welcome</slug>
        <title>${options.firstTitle ?? 'Welcome to FOSDEM'}</title>
        <subtitle/>
        <track>Keynotes</track>
        <type>keynote</type>
        <language/>
        <abstract>&lt;p&gt;FOSDEM welcome &amp;amp; opening talk.&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</abstract>
        <description>&lt;p&gt;Welcome to &lt;a href="https://fosdem.org/"&gt;FOSDEM&lt;/a&gt;!&lt;/p&gt;</description>
        <persons>
          <person id="6">FOSDEM Staff</person>
        </persons>
        <attachments>
          <attachment type="slides" href="https://fosdem.org/slides.pdf">Slides</attachment>
        </attachments>
        <links>
          <link href="https://video.fosdem.org/2020/Janson/keynotes_welcome.webm">Video recording (WebM/VP9)</link>
          <link href="dat://example/">Peer to peer</link>
        </links>
      </event>
    </room>
    <room name="K.1.105 (La Fontaine)">
      <event id="9026">
        <start>02:00</start>
        <duration>00:50</duration>
        <room>K.1.105 (La Fontaine)</room>
        <title>2020</title>
        <subtitle>A title that is a number</subtitle>
        <track>History</track>
        <type>maintrack</type>
        <language>en</language>
        <abstract>Plain abstract.</abstract>
        <description/>
        <persons>
          <person id="7368">Thorsten Leemhuis</person>
          <person id="6">FOSDEM Staff</person>
        </persons>
        <links/>
      </event>
    </room>
  </day>
  <day index="2" date="2020-02-02">
    <room name="K.1.105 (La Fontaine)">${last}
    </room>
  </day>
</schedule>
`;
}
