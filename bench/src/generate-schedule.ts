// A generated conference in c3voc schedule.json v1 form, the size of a large congress:
// `rooms` rooms over `days` days, sessions of 30–90 minutes with short breaks from 09:00 to
// 19:00 (about 1,000 sessions for 60 rooms and 2 days), 40 tracks, a pool of speakers,
// abstracts of a few hundred characters. Deterministic: the same every run.

const TRACKS = Array.from({ length: 40 }, (_, i) => `Track ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? 2 : ''}`);
const TYPES = ['lecture', 'workshop', 'podium', 'lightning talk', 'keynote', 'meeting'];
const WORDS =
  'distributed systems privacy kernel compiler network hardware design community security research open source tooling data performance testing language runtime embedded energy ethics'.split(
    ' ',
  );

function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateSchedule(options: { rooms: number; days: number; start: string; speakers?: number }): string {
  const random = rng(20_261_122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const speakerCount = options.speakers ?? 900;
  const rooms = Array.from({ length: options.rooms }, (_, i) => `Room ${String(i + 1).padStart(2, '0')}`);
  let id = 1000;
  const days = Array.from({ length: options.days }, (_, d) => {
    const date = new Date(Date.parse(`${options.start}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    const byRoom: Record<string, unknown[]> = {};
    for (const room of rooms) {
      const events: unknown[] = [];
      let minute = 9 * 60;
      while (minute < 19 * 60) {
        const duration = pick([30, 45, 45, 60, 60, 90]);
        if (minute + duration > 19 * 60) break;
        const hh = String(Math.floor(minute / 60)).padStart(2, '0');
        const mm = String(minute % 60).padStart(2, '0');
        id++;
        const persons = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
          const n = Math.floor(random() * speakerCount);
          return {
            id: n + 1,
            public_name: `Speaker ${n + 1} ${pick(['Lee', 'Chen', 'Martin', 'Dubois', 'Rossi', 'Novak'])}`,
          };
        });
        events.push({
          id,
          guid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
          date: `${date}T${hh}:${mm}:00+01:00`,
          start: `${hh}:${mm}`,
          duration: `${String(Math.floor(duration / 60)).padStart(2, '0')}:${String(duration % 60).padStart(2, '0')}`,
          room,
          title: `${words(3)}: ${words(4)}`.replace(/^./, (c) => c.toUpperCase()),
          subtitle: random() < 0.3 ? words(5) : '',
          track: pick(TRACKS),
          type: pick(TYPES),
          language: pick(['en', 'en', 'de', 'fr']),
          abstract: `${words(40)}.\n\n${words(30)}.`,
          description: random() < 0.5 ? `${words(60)}.` : '',
          do_not_record: random() < 0.05,
          persons: [...new Map(persons.map((p) => [p.id, p])).values()],
          links: [],
          attachments: [],
        });
        minute += duration + pick([0, 15, 15, 30]);
      }
      byRoom[room] = events;
    }
    return {
      index: d + 1,
      date,
      day_start: `${date}T09:00:00+01:00`,
      day_end: `${date}T19:00:00+01:00`,
      rooms: byRoom,
    };
  });
  return JSON.stringify({
    schedule: {
      version: 'bench',
      base_url: 'https://bench.example/',
      conference: {
        acronym: 'bench',
        title: 'Generated congress',
        start: options.start,
        end: days[days.length - 1]?.date,
        daysCount: options.days,
        time_zone_name: 'Europe/Paris',
        timeslot_duration: '00:15',
        days,
      },
    },
  });
}
