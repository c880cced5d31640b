// The participant directory and the exhibition at conference scale: an event of 20,000 listed
// participants (accented names, organisations, towns, countries; 500 of them speakers) and 1,000
// people the directory must leave out (consent not given, hidden, disabled), 200 sponsors in 6
// groups with themes, industries, expertises and keywords, written in SQL in batches, on PGlite and
// on PostgreSQL. Then:
// - each route at 100 connections against a bare Fastify route sending the same bytes
//   (src/versus-baseline.ts), after each route asked alone: the first page, a deep page, two
//   searches for a surname fragment of 40 people (one the planner answers from the trigram index,
//   one it does not), the speakers, the exhibition with no query, a search and a theme;
// - EXPLAIN (ANALYZE, BUFFERS) of the directory's queries as the repository builds them (its own
//   `listedIn` condition): right after the bulk write, after ANALYZE, after VACUUM (the trigram
//   index's pending list flushed), and with a finer histogram on the searched column;
// - in headless Chromium (once the directory pages are in the build), navigation to
//   /{code}/all-participants and /{code}/speakers until 25 cards are painted against the
//   not-found page, and a search typed until the new cards are painted.
// Usage: npm run directory -w bench [-- --seconds 4 --rounds 3 --runs 7 --only http|page|explain --db pglite|postgres]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { and, asc, count, type SQL, sql } from 'drizzle-orm';
import { migrate, openDatabase } from '../apps/server/src/db/database.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { listedIn } from '../apps/server/src/modules/users/directory.repository.ts';
import { foldForSearch } from '../apps/server/src/modules/users/directory-text.ts';
import { startBenchServer, type TBenchServer } from './src/bench-server.ts';
import { ensureBuilt, loadBenchOptions, root } from './src/built.ts';
import { launchChromium, navigationTo } from './src/chromium.ts';
import { fmt, median } from './src/load.ts';
import { freshBenchDatabase } from './src/postgres.ts';
import { type TVersusRow, versusBaseline } from './src/versus-baseline.ts';

const { seconds, rounds, connections, values } = loadBenchOptions({
  people: { type: 'string', default: '20000' },
  runs: { type: 'string', default: '7' },
  only: { type: 'string', default: 'all' },
  db: { type: 'string', default: 'all' },
});
const PEOPLE = Number(values.people);
const RUNS = Number(values.runs);
const run = (part: 'http' | 'page' | 'explain') => values.only === 'all' || values.only === part;
/** People the directory must leave out, on top of PEOPLE: consent not answered, hidden, disabled. */
const UNLISTED = Math.round(PEOPLE / 20);
const SPEAKER_EVERY = 40;
const SPONSORS = 200;
const CODE = 'DIRBENCH';
const DEEP_PAGE = 700;
ensureBuilt();

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
const rowsOf = (answer: unknown) => ((answer as { rows?: unknown[] }).rows ?? answer) as Record<string, unknown>[];
const exec = async (db: Db, query: string | SQL) =>
  rowsOf(await db.execute(typeof query === 'string' ? sql.raw(query) : query));
/** A SQL array literal of texts. */
const list = (items: string[]) => `ARRAY[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
/** Item `expr` (an integer expression) of a SQL array, cycling. */
const pick = (items: string[], expr: string) => `(${list(items)})[1 + ((${expr}) % ${items.length})]`;

const FIRST_NAMES = [
  'Amélie',
  'Chloé',
  'Zoë',
  'Jérôme',
  'François',
  'Begoña',
  'Çağla',
  'Łukasz',
  'Søren',
  'José',
  'Inês',
  'Mária',
  'Björn',
  'Anaïs',
  'Hélène',
  'Noémie',
  'Renée',
  'Thérèse',
  'Agnès',
  'Raphaël',
  'Joël',
  'Loïc',
  'Anh',
  'Mei',
  'Sakura',
  'Olusegun',
  'Aarav',
  'Priya',
  'Fatima',
  'Youssef',
  'Ingrid',
  'Lars',
  'Giulia',
  'Matteo',
  'Sofía',
  'Andrés',
  'Małgorzata',
  'Tomáš',
  'Dušan',
  'Ivana',
  'Mehmet',
  'Ayşe',
  'Emma',
  'Lucas',
  'Nora',
  'Paul',
  'Claire',
  'Hugo',
  'Léa',
  'Théo',
  'Camille',
  'Marius',
  'Élise',
  'Gaëlle',
  'Benoît',
  'Cécile',
  'Siobhán',
  'Seán',
  'Ólafur',
  'Kristín',
];
// Surnames are a prefix and a suffix: 25 × 20 = 500 of them, about 40 people each.
const SURNAME_HEADS = [
  'Bel',
  'Ber',
  'Bou',
  'Cha',
  'Dal',
  'Du',
  'Fer',
  'Gar',
  'Gué',
  'Her',
  'Jou',
  'Kow',
  'Lam',
  'Le',
  'Mar',
  'Mé',
  'Nak',
  'Oli',
  'Pel',
  'Ro',
  'Sch',
  'Ste',
  'Thi',
  'Val',
  'Zü',
];
const SURNAME_TAILS = [
  'mont',
  'rand',
  'lier',
  'gard',
  'rière',
  'wski',
  'mann',
  'otti',
  'sson',
  'nez',
  'court',
  'tain',
  'reau',
  'ková',
  'kić',
  'beck',
  'ner',
  'ville',
  'vès',
  'quin',
];
const ORG_KINDS = [
  'Institut',
  'Laboratoire',
  'Hôpital',
  'Université',
  'Centre',
  'Fondation',
  'Clinique',
  'Société',
  'Groupe',
  'Agence',
];
const ORG_NAMES = [
  'Pasteur',
  'Curie',
  'Lumière',
  'Descartes',
  'Galilée',
  'Kepler',
  'Ångström',
  'Nobel',
  'Röntgen',
  'Planck',
  'Ørsted',
  'Volta',
  'Fermi',
  'Bohr',
  'Euler',
  'Gauß',
  'Noether',
  'Lovelace',
  'Turing',
  'Hopper',
  'Meitner',
  'Šafránek',
  'Čapek',
  'Łukasiewicz',
  'Ramón y Cajal',
  'Semmelweis',
  'Avicenne',
  'Ibn Sina',
  'Hippocrate',
  'Vésale',
];
const TOWNS: [string, string][] = [
  ['Besançon', 'France'],
  ['Orléans', 'France'],
  ['Nîmes', 'France'],
  ['Paris', 'France'],
  ['Lyon', 'France'],
  ['Zürich', 'Switzerland'],
  ['Genève', 'Switzerland'],
  ['Kraków', 'Poland'],
  ['Łódź', 'Poland'],
  ['São Paulo', 'Brazil'],
  ['Málaga', 'Spain'],
  ['A Coruña', 'Spain'],
  ['Göteborg', 'Sweden'],
  ['Malmö', 'Sweden'],
  ['Montréal', 'Canada'],
  ['Québec', 'Canada'],
  ['München', 'Germany'],
  ['Köln', 'Germany'],
  ['Düsseldorf', 'Germany'],
  ['Brno', 'Czechia'],
  ['Plzeň', 'Czechia'],
  ['İstanbul', 'Türkiye'],
  ['Reykjavík', 'Iceland'],
  ['Tromsø', 'Norway'],
  ['Århus', 'Denmark'],
  ['Bogotá', 'Colombia'],
  ['Mérida', 'Mexico'],
  ['Kyōto', 'Japan'],
  ['Hà Nội', 'Viet Nam'],
  ['Dakar', 'Senegal'],
  ['Lagos', 'Nigeria'],
  ['Lisboa', 'Portugal'],
  ['Porto', 'Portugal'],
  ['Torino', 'Italy'],
  ['Napoli', 'Italy'],
  ['Dublin', 'Ireland'],
  ['Cork', 'Ireland'],
  ['Liège', 'Belgium'],
  ['Gent', 'Belgium'],
  ['Wien', 'Austria'],
];
const TITLES = ['', '', '', 'Dr', 'Prof.', 'Mme', 'M.'];

const GROUPS: [string, string][] = [
  ['Platinum', '#8e9aaf'],
  ['Gold', '#d4af37'],
  ['Silver', '#a8a9ad'],
  ['Bronze', '#cd7f32'],
  ['Start-ups', '#2e7d32'],
  ['Institutions', '#1565c0'],
];
const SPONSOR_NAMES = [
  'Nova',
  'Helix',
  'Quanta',
  'Aurora',
  'Vertex',
  'Lumen',
  'Orbit',
  'Cedar',
  'Pulse',
  'Atlas',
  'Zenith',
  'Kinetic',
  'Mosaic',
  'Nimbus',
  'Prisma',
  'Solstice',
  'Tessera',
  'Umbra',
  'Vireo',
  'Wren',
  'Xylem',
  'Yarrow',
  'Zéphyr',
  'Élan',
  'Ardent',
];
const SPONSOR_KINDS = ['Biotech', 'Medical', 'Analytics', 'Devices', 'Pharma', 'Systems', 'Labs', 'Health'];
const THEMES = [
  'Oncology',
  'Cardiology',
  'Neurology',
  'Imaging',
  'Genomics',
  'Public health',
  'Digital health',
  'Surgery',
];
const INDUSTRIES = [
  'Pharmaceuticals',
  'Medical devices',
  'Software',
  'Diagnostics',
  'Publishing',
  'Research',
  'Hospitals',
  'Insurance',
  'Consulting',
  'Education',
];
const EXPERTISES = [
  'Clinical trials',
  'Machine learning',
  'Regulatory affairs',
  'Biomarkers',
  'Cell therapy',
  'Telemedicine',
  'Data privacy',
  'Robotics',
  'Pharmacovigilance',
  'Health economics',
  'Wearables',
  'Sequencing',
];
const KEYWORDS = [
  'AI',
  'MRI',
  'CRISPR',
  'CAR-T',
  'FHIR',
  'HL7',
  'PET',
  'CT',
  'EHR',
  'PROMs',
  'RWE',
  'NGS',
  'mRNA',
  'IoT',
  'SaaS',
  'GDPR',
  'ISO 13485',
  'MDR',
  'FDA',
  'EMA',
  'biobank',
  'ultrasound',
  'endoscopy',
  'dialysis',
  'vaccines',
  'antibodies',
  'imaging AI',
  'remote monitoring',
  'e-learning',
  'open data',
];

/** The event, its people and its exhibition, in SQL. */
async function generate(db: Db): Promise<{ pid: number; ms: number }> {
  const started = performance.now();
  const [platform] = await exec(
    db,
    `INSERT INTO platforms (code, settings) VALUES ('${CODE}', '{"open":true,"eventTitle":"Directory bench","timeZone":"Europe/Paris"}') RETURNING id`,
  );
  const pid = Number(platform?.id);
  const batch = 5000;
  const total = PEOPLE + UNLISTED;
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    // g's surname: head g mod 25 and tail (g div 25) mod 20, every pair about 40 times.
    await exec(
      db,
      `INSERT INTO users (platform_id, email, first_name, last_name, title, organisation, job_title, town, country,
         biography, is_speaker, accepted, hide_from_directory, disabled, urevent_ref)
       SELECT ${pid}, 'person' || g || '@bench.test', ${pick(FIRST_NAMES, 'g * 7')},
         ${pick(SURNAME_HEADS, 'g')} || ${pick(SURNAME_TAILS, 'g / 25')},
         ${pick(TITLES, 'g')},
         ${pick(ORG_KINDS, 'g * 3')} || ' ' || ${pick(ORG_NAMES, 'g * 11')},
         'Researcher',
         (${list(TOWNS.map((t) => t[0]))})[1 + (g * 17) % ${TOWNS.length}],
         (${list(TOWNS.map((t) => t[1]))})[1 + (g * 17) % ${TOWNS.length}],
         CASE WHEN g % ${SPEAKER_EVERY} = 0 THEN '<p>Works on ' || ${pick(THEMES, 'g')} || ' at ' || ${pick(ORG_NAMES, 'g * 11')}
           || ' since ' || (1990 + g % 30) || '. <strong>Author</strong> of ' || (g % 90) || ' papers.</p><p>Chairs the '
           || ${pick(EXPERTISES, 'g')} || ' working group.</p>' ELSE '' END,
         g % ${SPEAKER_EVERY} = 0 AND g <= ${PEOPLE},
         CASE WHEN g > ${PEOPLE} AND (g - ${PEOPLE}) % 5 < 2 THEN NULL ELSE true END,
         g > ${PEOPLE} AND (g - ${PEOPLE}) % 5 IN (2, 3),
         g > ${PEOPLE} AND (g - ${PEOPLE}) % 5 = 4,
         'dir-' || g
       FROM generate_series(${from}, ${to}) g`,
    );
  }
  for (const [index, [title, colour]] of GROUPS.entries()) {
    await exec(
      db,
      `INSERT INTO sponsor_groups (platform_id, title, colour, text_colour, sort_order) VALUES (${pid}, '${title}', '${colour}', '#ffffff', ${index})`,
    );
  }
  const [firstGroup] = await exec(db, `SELECT min(id) AS id FROM sponsor_groups WHERE platform_id = ${pid}`);
  const g0 = Number(firstGroup?.id);
  await exec(
    db,
    `INSERT INTO sponsors (platform_id, group_id, title, short_description, description, theme, industry, expertise,
       keywords, enable_stand_chat, sort_order)
     SELECT ${pid}, ${g0} + (g * g) % ${GROUPS.length}, ${pick(SPONSOR_NAMES, 'g')} || ' ' || ${pick(SPONSOR_KINDS, 'g / 25')},
       'Solutions in ' || ${pick(THEMES, 'g')} || ' for ' || ${pick(INDUSTRIES, 'g * 3')} || ', from research to the bedside.',
       '<p>' || ${pick(SPONSOR_NAMES, 'g')} || ' brings <strong>' || ${pick(EXPERTISES, 'g * 5')} || '</strong> to teams in '
         || ${pick(THEMES, 'g')} || '. Founded in ' || (1980 + g % 40) || ', with offices in ' || ${pick(
           TOWNS.map((t) => t[0]),
           'g * 7',
         )}
         || ' and ' || ${pick(
           TOWNS.map((t) => t[0]),
           'g * 11',
         )} || '.</p><ul><li>Visit our stand for a demonstration.</li>'
         || '<li>Ask our staff about partnerships.</li></ul>',
       ${pick(THEMES, 'g')}, ${pick(INDUSTRIES, 'g * 3')}, ${pick(EXPERTISES, 'g * 5')},
       jsonb_build_array(${pick(KEYWORDS, 'g')}, ${pick(KEYWORDS, 'g * 7 + 1')}, ${pick(KEYWORDS, 'g * 11 + 2')}),
       g % 4 = 0, g
     FROM generate_series(1, ${SPONSORS}) g`,
  );
  return { pid, ms: performance.now() - started };
}

type TFragment = { fragment: string; matches: number; surname: string };

/**
 * Two surname fragments of 5 letters (folded, as the server compares them), spanning a surname's
 * two parts, that each match a few dozen listed people: one whose page query the planner answers
 * from the trigram index, and one whose page query it walks the name-order index for (the one of
 * the latest surname in name order: the walk is longest). Asked once the statistics are fresh.
 */
async function searchFragments(db: Db, pid: number): Promise<{ trigram: TFragment; ordered: TFragment | null }> {
  const surnames = new Map<string, string>();
  for (const head of SURNAME_HEADS)
    for (const tail of SURNAME_TAILS) {
      const name = foldForSearch(head + tail);
      const start = Math.max(0, foldForSearch(head).length - 2);
      if (start + 5 <= name.length) surnames.set(name.slice(start, start + 5), head + tail);
    }
  const counted = await exec(
    db,
    sql`select f as fragment, count(${users.id})::int as n from unnest(${`{${[...surnames.keys()].join(',')}}`}::text[]) f
      join ${users} on ${listedIn(pid, false)} and ${users.directorySearch} like '%' || f || '%' group by f`,
  );
  const fitting = counted
    .map((r) => ({
      fragment: String(r.fragment),
      matches: Number(r.n),
      surname: surnames.get(String(r.fragment)) ?? '',
    }))
    .filter((f) => f.matches >= 20 && f.matches <= 60)
    .sort((a, b) => a.surname.localeCompare(b.surname));
  let trigram: TFragment | null = null;
  let ordered: TFragment | null = null;
  for (const f of fitting) {
    const plan = JSON.stringify(
      await exec(db, sql`EXPLAIN (FORMAT JSON) ${directoryQueries(db, pid, [f.fragment], 1).page}`),
    );
    if (plan.includes('users_directory_search')) trigram ??= f;
    else if (plan.includes('users_directory_order')) ordered = f;
  }
  if (!trigram) throw new Error('no fragment of 20–60 people is searched through the trigram index');
  return { trigram, ordered };
}

/** The directory's page and count queries as DirectoryRepository.page builds them. */
function directoryQueries(db: Db, pid: number, words: string[], page: number) {
  const where = and(listedIn(pid, false), ...words.map((w) => sql`${users.directorySearch} like ${`%${w}%`}`));
  return {
    page: db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        title: users.title,
        organisation: users.organisation,
        town: users.town,
        country: users.country,
        photoUri: users.photoUri,
        businessCardImageUri: users.businessCardImageUri,
        biography: users.biography,
        isSpeaker: users.isSpeaker,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .offset((page - 1) * 25)
      .limit(25),
    count: db.select({ n: count() }).from(users).where(where),
  };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the directory's queries: right after the bulk write, after ANALYZE
 * and after VACUUM (which empties the trigram index's pending list, as autovacuum would on
 * PostgreSQL); the statistics are left fresh and the pending list empty for the load runs.
 */
async function explainAndVacuum(db: Db, pid: number, database: string, withPlans: boolean) {
  const out: string[] = [];
  const show = async (label: string, query: SQL | { getSQL(): SQL }) => {
    if (!withPlans) return;
    const plan = await exec(db, sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
    out.push(`--- ${database}: ${label}`, ...plan.map((r) => String(Object.values(r)[0])));
  };
  // Zübeck's fragment (40 people) until the statistics exist; the measured ones are chosen after.
  const early = directoryQueries(db, pid, ['zubec'], 1);
  out.push(`--- ${database}: the search's page query as built: ${early.page.toSQL().sql}`);
  await show(`search 'zubec', page, right after the bulk write`, early.page);
  await show(`search 'zubec', count, right after the bulk write`, early.count);
  await exec(db, 'ANALYZE');
  await show(`search 'zubec', count, after ANALYZE`, early.count);
  const pending = await exec(db, `SELECT gin_clean_pending_list('users_directory_search'::regclass) AS pages`);
  out.push(`--- ${database}: trigram index pending-list pages flushed: ${pending[0]?.pages}`);
  await exec(db, 'VACUUM ANALYZE');
  await show(`search 'zubec', count, after VACUUM`, early.count);
  const fragments = await searchFragments(db, pid);
  for (const f of [fragments.trigram, fragments.ordered]) {
    if (!f) continue;
    const q = directoryQueries(db, pid, [f.fragment], 1);
    await show(`search '${f.fragment}' (${f.surname}, ${f.matches} people), page`, q.page);
    await show(`search '${f.fragment}', count`, q.count);
  }
  const first = directoryQueries(db, pid, [], 1);
  await show('page 1, no search', first.page);
  await show('count, no search', first.count);
  await show(`page ${DEEP_PAGE}, no search`, directoryQueries(db, pid, [], DEEP_PAGE).page);
  if (fragments.ordered && withPlans) {
    // The planner's guess for LIKE '%…%' comes from the column's histogram: the default 100
    // values, then the product's own target (migration 0012 sets 1000), kept for the load runs.
    await exec(db, 'ALTER TABLE users ALTER COLUMN directory_search SET STATISTICS -1');
    await exec(db, 'ANALYZE users');
    const q = directoryQueries(db, pid, [fragments.ordered.fragment], 1);
    await show(`search '${fragments.ordered.fragment}', page, default statistics target (100)`, q.page);
    await exec(db, 'ALTER TABLE users ALTER COLUMN directory_search SET STATISTICS 1000');
    await exec(db, 'ANALYZE users');
    await show(`search '${fragments.ordered.fragment}', page, statistics target 1000 (the product's)`, q.page);
  }
  return { plans: out, fragments };
}

/** Whether the built web app has the directory pages. */
function directoryPagesBuilt(): boolean {
  const assets = path.join(root, 'apps/web/dist/assets');
  try {
    return readdirSync(assets).some(
      (f) => f.endsWith('.js') && readFileSync(path.join(assets, f), 'utf8').includes('directory-card'),
    );
  } catch {
    return false;
  }
}

/** Milliseconds from the start of navigation to `url` until `cards` directory cards are painted. */
async function cardsPainted(page: Page, base: string, url: string, cards: number): Promise<number> {
  await page.goto(base + url, { waitUntil: 'commit' });
  const shownAt = await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="directory-card"]').length >= n && performance.now(),
    cards,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await shownAt.jsonValue()) as number;
}

type TSearchTimes = {
  fromRequest: number;
  fromResponse: number;
  fromInput: number;
  cards: number;
  longTasks: number;
  longest: number;
};

/**
 * The fragment typed into the search box (one input event): from the request for
 * `/users?…search=` leaving, from its answer's end, and from the input event minus the 600 ms
 * debounce, to the frame after the new cards are in the page (so painted): the first card is one
 * of the results (its text holds the fragment, accents and case aside). And the long tasks (over
 * 50 ms) meanwhile.
 */
async function searchPainted(page: Page, fragment: string): Promise<TSearchTimes> {
  await page.evaluate(() => {
    const w = window as unknown as { search: { input: number; longTasks: number[] } };
    w.search = { input: -1, longTasks: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (w.search.input >= 0) w.search.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
    window.addEventListener('input', () => (w.search.input = performance.now()), { capture: true, once: true });
  });
  await page.getByLabel('Search participants').fill(fragment);
  await page.waitForFunction(
    (wanted) => {
      const w = window as unknown as { search: { input: number } };
      const first = document.querySelector('[data-testid="directory-card"]')?.textContent ?? '';
      const folded = first
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      return w.search.input >= 0 && folded.includes(wanted);
    },
    fragment,
    { polling: 'raf', timeout: 30_000 },
  );
  return page.evaluate(
    (debounce) =>
      new Promise<TSearchTimes>((resolve) =>
        requestAnimationFrame(() => {
          const painted = performance.now();
          const w = window as unknown as { search: { input: number; longTasks: number[] } };
          const request = performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/users?') && e.name.includes('search='))
            .at(-1) as PerformanceResourceTiming | undefined;
          resolve({
            fromRequest: request ? painted - request.startTime : -1,
            fromResponse: request ? painted - request.responseEnd : -1,
            fromInput: painted - w.search.input - debounce,
            cards: document.querySelectorAll('[data-testid="directory-card"]').length,
            longTasks: w.search.longTasks.length,
            longest: Math.max(0, ...w.search.longTasks),
          });
        }),
      ),
    600,
  );
}

async function pageBench(server: TBenchServer, fragment: string, matches: number): Promise<string[]> {
  const browser = await launchChromium();
  const viewport = { width: 1440, height: 900 };
  const baseline: number[] = [];
  const participants: number[] = [];
  const speakers: number[] = [];
  const searches: TSearchTimes[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const b = await browser.newContext({ viewport });
      baseline.push(await navigationTo(await b.newPage(), server.base, '/notfound', 'text=PAGE NOT FOUND'));
      await b.close();
      const p = await browser.newContext({ viewport });
      const page = await p.newPage();
      participants.push(await cardsPainted(page, server.base, `/${CODE}/all-participants`, 25));
      searches.push(await searchPainted(page, fragment));
      await p.close();
      const s = await browser.newContext({ viewport });
      speakers.push(await cardsPainted(await s.newPage(), server.base, `/${CODE}/speakers`, 25));
      await s.close();
      const last = searches.at(-1) as TSearchTimes;
      console.log(
        `run ${i + 1}: not-found ${fmt(baseline.at(-1) ?? 0)} ms, all-participants ${fmt(participants.at(-1) ?? 0)} ms, speakers ${fmt(speakers.at(-1) ?? 0)} ms; search → painted: from the request ${fmt(last.fromRequest, 1)} ms, from its answer ${fmt(last.fromResponse, 1)} ms, from the input − 600 ms ${fmt(last.fromInput, 1)} ms (${last.cards} cards; ${last.longTasks} long tasks, longest ${fmt(last.longest)} ms)`,
      );
    }
  } finally {
    await browser.close();
  }
  const base = median(baseline);
  const range = (xs: number[]) => `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}`;
  return [
    `\n${RUNS} runs, medians, headless Chromium 1440×900, a fresh context per navigation; search '${fragment}' (${matches} people):\n`,
    '| measure | median ms | runs ms | ratio to not-found | target |',
    '|---|---|---|---|---|',
    `| navigation → not-found page shown (baseline) | ${fmt(base)} | ${range(baseline)} | 1.00 | |`,
    `| navigation → /all-participants, 25 cards painted | ${fmt(median(participants))} | ${range(participants)} | ${fmt(median(participants) / base, 2)} | under 1,000 ms |`,
    `| navigation → /speakers, 25 cards painted | ${fmt(median(speakers))} | ${range(speakers)} | ${fmt(median(speakers) / base, 2)} | under 1,000 ms |`,
    `| search: request for /users?…search= leaves → new cards painted | ${fmt(median(searches.map((s) => s.fromRequest)), 1)} | ${range(searches.map((s) => s.fromRequest))} | | under 100 ms |`,
    `| search: its answer in → new cards painted | ${fmt(median(searches.map((s) => s.fromResponse)), 1)} | ${range(searches.map((s) => s.fromResponse))} | | |`,
    `| search: input event + 600 ms debounce → new cards painted | ${fmt(median(searches.map((s) => s.fromInput)), 1)} | ${range(searches.map((s) => s.fromInput))} | | |`,
  ];
}

const rows: TVersusRow[] = [];
/** Median milliseconds of each route asked alone, by database and endpoint. */
const alone = new Map<string, number>();
const setup: string[] = [];
const plans: string[] = [];
let pageTable: string[] = [];
const targets: { name: string; url?: string }[] = [];
if (values.db !== 'postgres') targets.push({ name: 'PGlite (embedded)' });
if (values.db !== 'pglite') {
  const url = await freshBenchDatabase('atrium_directory_bench');
  if (url) targets.push({ name: 'PostgreSQL', url });
}
const pagesBuilt = directoryPagesBuilt();

for (const [index, target] of targets.entries()) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-directory-bench-'));
  // The data is made before the server starts (PGlite is one process's at a time).
  const database = await openDatabase(target.url ? { url: target.url } : { pgliteDir: path.join(dataDir, 'db') });
  await migrate(database);
  const made = await generate(database.db);
  setup.push(
    `| ${target.name} | ${fmt(PEOPLE)} + ${fmt(UNLISTED)} unlisted, ${SPONSORS} sponsors | ${fmt(made.ms / 1000, 1)} s |`,
  );
  const explained = await explainAndVacuum(database.db, made.pid, target.name, run('explain'));
  plans.push(...explained.plans);
  const { trigram, ordered } = explained.fragments;
  console.log(
    `${target.name}: data written in ${fmt(made.ms / 1000, 1)} s; search fragments '${trigram.fragment}' (${trigram.matches}, trigram index) and '${ordered?.fragment}' (${ordered?.matches}, name-order index)`,
  );
  await database.close();

  const server = await startBenchServer(3291 + index, {
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    ...(target.url ? { DATABASE_URL: target.url } : {}),
  });
  try {
    const api = `/api/platform/${made.pid}`;
    const sponsorTerm = foldForSearch(SPONSOR_NAMES[3] as string);
    const theme = THEMES[2] as string;
    const answer = async (p: string) => (await (await fetch(server.base + p)).json()) as { total: number };
    const paths: Record<string, string> = {
      'GET /users?page=1': `${api}/users?page=1`,
      [`GET /users?page=${DEEP_PAGE} (deep)`]: `${api}/users?page=${DEEP_PAGE}`,
      [`GET /users?search=${trigram.fragment} (${trigram.matches} people, trigram index)`]: `${api}/users?page=1&search=${encodeURIComponent(trigram.fragment)}`,
      ...(ordered
        ? {
            [`GET /users?search=${ordered.fragment} (${ordered.matches} people, name-order index)`]: `${api}/users?page=1&search=${encodeURIComponent(ordered.fragment)}`,
          }
        : {}),
      'GET /users?speaker=true': `${api}/users?page=1&speaker=true`,
      [`GET /sponsors/filter (${SPONSORS} sponsors)`]: `${api}/sponsors/filter`,
      [`GET /sponsors/filter?search=${sponsorTerm} (${(await answer(`${api}/sponsors/filter?search=${sponsorTerm}`)).total} sponsors)`]: `${api}/sponsors/filter?search=${encodeURIComponent(sponsorTerm)}`,
      [`GET /sponsors/filter?theme=${theme} (${(await answer(`${api}/sponsors/filter?theme=${theme}`)).total} sponsors)`]: `${api}/sponsors/filter?theme=${encodeURIComponent(theme)}`,
    };
    // Each route alone: one request at a time, after 5 warm-ups, median of 30.
    for (const [endpoint, p] of Object.entries(paths)) {
      const times: number[] = [];
      for (let i = 0; i < 35; i++) {
        const started = performance.now();
        await (await fetch(server.base + p)).arrayBuffer();
        if (i >= 5) times.push(performance.now() - started);
      }
      alone.set(`${target.name} ${endpoint}`, median(times));
    }
    const checks = await Promise.all(Object.values(paths).map(async (p) => [p, await answer(p)] as const));
    for (const [p, a] of checks) console.log(`${p}: total ${a.total}`);
    if (run('http'))
      rows.push(
        ...(await versusBaseline({
          database: target.name,
          base: server.base,
          paths,
          dataDir: server.dataDir,
          basePort: 3391 + index,
          connections,
          seconds,
          rounds,
          drain: true,
        })),
      );
    // The browser measures on the first database (the product's default).
    if (run('page') && index === 0) {
      if (pagesBuilt) pageTable = await pageBench(server, trigram.fragment, trigram.matches);
      else
        pageTable = [
          '\nDirectory pages in the browser: skipped, the built web app has no directory page yet (apps/web/src/features/directory not declared in app/pages.ts or not built).',
        ];
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('\n| database | data | written in (SQL, batches of 5,000) |');
console.log('|---|---|---|');
for (const line of setup) console.log(line);
if (plans.length) console.log(`\n${plans.join('\n')}`);
if (rows.length) {
  console.log(`\n${connections} connections, ${rounds} rounds of ${seconds} s each, medians:\n`);
  console.log(
    '| database | endpoint | bytes | alone ms | req/s | bare req/s | ratio | p50 ms | bare p50 ms | p99 ms | bare p99 ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.database} | ${r.endpoint} | ${fmt(r.bytes)} | ${fmt(alone.get(`${r.database} ${r.endpoint}`) ?? 0, 1)} | ${fmt(r.rps)} | ${fmt(r.baseRps)} | ${fmt(r.rps / r.baseRps, 2)} | ${fmt(r.p50)} | ${fmt(r.baseP50)} | ${fmt(r.p99)} | ${fmt(r.baseP99)} | ${r.errors} |`,
    );
}
for (const line of pageTable) console.log(line);
