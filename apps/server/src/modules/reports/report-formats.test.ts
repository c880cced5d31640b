import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  buildChatMessages,
  buildSession,
  buildSignedInUser,
  buildSponsor,
  type TestUser,
} from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * The reports' spreadsheets as other programs read them: the CSV split as a comma, a semicolon
 * (French spreadsheet programs) or a tab reader would, and the xlsx read with SheetJS, a reader
 * independent of the library that writes it.
 */
let s: TestServer;
let event: { id: number; code: string };
let viewer: TestUser & { token: string };
let session: { id: number };
let sponsor: { id: number };

/** 23:00 UTC on 26 November is midnight on the 27th in Paris (UTC+1). */
const T0 = Date.parse('2026-11-26T23:00:00Z');
const MIN = 60_000;

/** Texts a spreadsheet program would run as formulas, whole or in part. */
const PAYLOADS = [
  'Org;-2+3;',
  ';=1+1',
  '＝1+1',
  '＠SUM(A1)',
  '＋1',
  '－1',
  '=SUM(1,2)',
  'say "hi"',
  'first line\n@second',
  '\t=tab',
  ' =1+1',
];

const api = (path: string) => `/api/platform/${event.id}/report/${path}`;

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('FORMATS', { open: true, timeZone: 'Europe/Paris', eventTitle: 'Formats' });
  viewer = await buildSignedInUser(s, { platformId: event.id, role: 'report-viewer' });
  session = await buildSession(s, {
    platformId: event.id,
    title: '=HYPERLINK("http://x.example";"x")',
    start: new Date(T0),
    end: new Date(T0 + 60 * MIN),
  });
  sponsor = await buildSponsor(s, { platformId: event.id, title: 'Acme;=1+1' });
  await buildChatMessages(
    s,
    PAYLOADS.map((message, i) => ({
      platformId: event.id,
      groupType: 'SESSION',
      groupId: session.id,
      userId: viewer.id,
      userName: i === 0 ? '@Mallory' : 'Alice',
      roleName: '',
      message,
      createdAt: new Date(T0 + (i + 1) * MIN),
    })),
  );
});
afterAll(() => s.close());

/** Splits a CSV as a reader with `separator` would: quotes count only where a field starts. */
function readCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const body = text.replace(/^\uFEFF/, '');
  while (i < body.length) {
    let field = '';
    if (body[i] === '"') {
      i++;
      while (i < body.length) {
        if (body[i] === '"' && body[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (body[i] === '"') {
          i++;
          break;
        } else field += body[i++];
      }
    }
    while (i < body.length && body[i] !== separator && body[i] !== '\r' && body[i] !== '\n') field += body[i++];
    row.push(field);
    if (body[i] === separator) i++;
    else {
      if (body[i] === '\r') i++;
      if (body[i] === '\n') i++;
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

/** A cell that starts, after any blanks or line breaks, as a formula would. */
const FORMULA = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

describe('CSV', () => {
  it('quotes every field with a separator, a quote or a line break, and leaves no cell a formula to any reader', async () => {
    const res = await s.http('GET', `${api(`${session.id}/messages`)}?format=csv`, { token: viewer.token });
    expect(res.status).toBe(200);
    const rows = readCsv(res.text, ',');
    expect(rows[0]).toEqual(['Time', 'Kind', 'Author', 'Text']);
    expect(rows).toHaveLength(PAYLOADS.length + 1);
    for (const row of rows) expect(row).toHaveLength(4);
    const texts = rows.slice(1).map((r) => r[3]);
    // Each text is there, an apostrophe before each place a cell could start with a formula.
    expect(texts).toEqual([
      "Org;'-2+3;",
      ";'=1+1",
      "'＝1+1",
      "'＠SUM(A1)",
      "'＋1",
      "'－1",
      "'=SUM(1,2)",
      'say "hi"',
      "first line\n'@second",
      "'\t'=tab",
      "' =1+1",
    ]);
    expect(rows[1]?.[2]).toBe("'@Mallory");
    // Times in the event's zone, year first: text that sorts as time does.
    expect(rows[1]?.[0]).toBe('2026-11-27 00:01:00');
    for (const separator of [',', ';', '\t']) {
      for (const cell of readCsv(res.text, separator).flat())
        expect(cell, `a cell read with ${JSON.stringify(separator)}`).not.toMatch(FORMULA);
    }
  });

  it('neutralises the titles of the list reports too', async () => {
    const res = await s.http('GET', `${api('sponsors')}?format=csv`, { token: viewer.token });
    expect(res.status).toBe(200);
    expect(readCsv(res.text, ',')[1]?.[1]).toBe("Acme;'=1+1");
    for (const cell of readCsv(res.text, ';').flat()) expect(cell).not.toMatch(FORMULA);
  });
});

/** The first sheet of an xlsx answer, as SheetJS reads it. */
async function sheetOf(path: string) {
  const response = await fetch(s.baseUrl + path, { headers: { authorization: `Bearer ${viewer.token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array', cellNF: true });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  return { sheet, rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true }) };
}

/** A cell that holds a date: a date cell, or a number shown with a date format. */
function dateOf(cell: XLSX.CellObject | undefined): string {
  expect(cell).toBeDefined();
  if (cell?.t === 'd') return (cell.v as Date).toISOString().slice(0, 19).replace('T', ' ');
  expect(cell?.t).toBe('n');
  expect(XLSX.SSF.is_date(String(cell?.z))).toBe(true);
  return XLSX.SSF.format('yyyy-mm-dd hh:mm:ss', cell?.v as number);
}

describe('xlsx', () => {
  it('holds times as date cells in the event’s zone and text without apostrophes', async () => {
    const { sheet, rows } = await sheetOf(`${api(`${session.id}/messages`)}?format=xlsx`);
    expect(rows[0]).toEqual(['Time', 'Kind', 'Author', 'Text']);
    expect(rows.slice(1).map((r) => r[3])).toEqual(PAYLOADS);
    expect(rows[1]?.[2]).toBe('@Mallory');
    expect(dateOf(sheet.A2)).toBe('2026-11-27 00:01:00');
    expect(dateOf(sheet.A12)).toBe('2026-11-27 00:11:00');
    // A text is a string cell, never a formula.
    for (let r = 2; r <= PAYLOADS.length + 1; r++) {
      expect(sheet[`D${r}`]?.t).toBe('s');
      expect(sheet[`D${r}`]?.f).toBeUndefined();
    }

    const messages = await sheetOf(`${api('messages')}?format=xlsx`);
    expect(messages.rows[1]?.[0]).toBe('=HYPERLINK("http://x.example";"x")');
    expect(dateOf(messages.sheet.B2)).toBe('2026-11-27 00:00:00');
  });

  it('every report route with a table answers a real xlsx, and 400 naming the format for an unknown one', async () => {
    const paths = [
      'summary?',
      'sessions?',
      'posters?',
      'sponsors?',
      'alluniqueusers?type=SESSION&',
      `${session.id}/uniqueusertable?type=SESSION&`,
      'messages?',
      `${session.id}/messages?`,
      'adclicks?',
      `${sponsor.id}/sponsorstats?`,
    ];
    for (const path of paths) {
      const { rows } = await sheetOf(`${api(path)}format=xlsx`);
      expect(rows.length, path).toBeGreaterThanOrEqual(1);
      const csv = await s.http('GET', `${api(path)}format=csv`, { token: viewer.token });
      expect(csv.headers.get('content-type'), path).toContain('text/csv');
      const odd = await s.http('GET', `${api(path)}format=ods`, { token: viewer.token });
      expect(odd.status, path).toBe(400);
      expect(odd.body.message, path).toMatch(/^query\.format/);
    }
    const { rows } = await sheetOf(`${api('alluniqueusers?type=SESSION&')}format=xlsx`);
    expect(rows[0]?.[0]).toBe('Type');
    expect(rows[1]?.[0]).toBe('SESSION');
  });
});
