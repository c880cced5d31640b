import { PassThrough, type Readable } from 'node:stream';
import type ExcelJSModule from 'exceljs';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { wallClock } from '../../lib/zoned-time.ts';

/** exceljs loads with the first spreadsheet asked for (lib/lazy-require.ts). */
const excelJs = lazyRequire<typeof ExcelJSModule>('exceljs');

/** A column of a report's spreadsheet: its label in each language and how its cells are written. */
export type TSheetColumn<Row> = {
  en: string;
  fr: string;
  width?: number;
  /** `time`: an ISO instant, written in the event's time zone (a date cell in the xlsx). */
  kind?: 'text' | 'number' | 'time';
  value: (row: Row) => string | number | null;
};

export type TSheet<Row> = {
  /** The file's name without extension (spec 2 §9). */
  fileName: string;
  title: string;
  columns: TSheetColumn<Row>[];
  rows: readonly Row[];
};

/**
 * Spec 2 §9: event code, report kind and title, lower-cased, anything but letters and digits
 * becoming an underscore (the ad-clicks file is named by its caller: the code plus `adclicks`).
 */
export function sheetFileName(...parts: string[]): string {
  return parts
    .filter(Boolean)
    .join('_')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '_')
    .slice(0, 120);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The instant's wall-clock time in the zone as YYYY-MM-DD HH:mm:ss: what a CSV holds (it has no
 * date cells); spreadsheet programs read it as a date, and as text it sorts in time order.
 */
export function zonedTime(isoTime: string, timeZone: string): string {
  const w = wallClock(new Date(isoTime), timeZone);
  return `${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}

/**
 * The instant's wall-clock time in the zone, as a Date whose UTC fields are that wall clock:
 * spreadsheet dates have no zone, and the workbook writer turns a Date's UTC fields into the
 * date serial number.
 */
export function zonedDate(isoTime: string, timeZone: string): Date {
  const w = wallClock(new Date(isoTime), timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

/** How date cells of the xlsx are shown. */
export const SHEET_DATE_FORMAT = 'dd/mm/yyyy hh:mm:ss';

/**
 * CSV injection. A cell a spreadsheet program would run as a formula starts, after any blanks,
 * with = + - @ or their full-width forms (which some programs fold to the ASCII ones), or with a
 * tab or a carriage return. A cell starts at the field's start, and also, for a program that
 * reads the file with another separator than the comma (French spreadsheet programs split on
 * the semicolon, others on the tab) or that ignores a quote met inside a field, after each
 * semicolon, tab or line break of the text: each of those places gets an apostrophe, so that
 * whatever the reader takes for a cell is text.
 */
const CELL_STARTS = /(^|[;\t\r\n])(?=[ \u00a0\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;
export function safeText(text: string): string {
  const guarded = text.replace(CELL_STARTS, "$1'");
  return /^[\t\r]/.test(guarded) ? `'${guarded}` : guarded;
}

/**
 * A CSV field: quoted when it holds a separator of any locale (the comma, the semicolon French
 * spreadsheet programs split on, a tab), a quote or a line break, so that no part of it can
 * become a field of its own, let alone one that starts a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' ? safeText(value) : String(value);
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The sheet as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read accents). */
export function csvOf<Row>(sheet: TSheet<Row>, language: 'en' | 'fr', timeZone: string): string {
  const lines = [sheet.columns.map((c) => csvCell(c[language])).join(',')];
  for (const row of sheet.rows) {
    const fields = sheet.columns.map((column) => {
      const value = column.value(row);
      if (value !== null && column.kind === 'time') return csvCell(zonedTime(String(value), timeZone));
      return csvCell(value);
    });
    lines.push(fields.join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * A row of the xlsx: times as date cells, text as it is (an xlsx string cell is never read as a
 * formula, so the CSV's apostrophe would only be stored as part of the text).
 */
function xlsxCells<Row>(sheet: TSheet<Row>, row: Row, timeZone: string): (string | number | Date | null)[] {
  return sheet.columns.map((column) => {
    const value = column.value(row);
    if (value !== null && column.kind === 'time') return zonedDate(String(value), timeZone);
    return value;
  });
}

/**
 * The sheet as an xlsx workbook, streamed: rows are committed as they are written, so a large
 * report never holds the whole workbook in memory.
 */
export function xlsxOf<Row>(sheet: TSheet<Row>, language: 'en' | 'fr', timeZone: string): Readable {
  const out = new PassThrough();
  const workbook = new (excelJs().stream.xlsx.WorkbookWriter)({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet.title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Report');
  worksheet.columns = sheet.columns.map((c, i) => ({
    header: c[language],
    key: String(i),
    width: c.width ?? (c.kind === 'time' ? 20 : 18),
    ...(c.kind === 'time' ? { style: { numFmt: SHEET_DATE_FORMAT } } : {}),
  }));
  worksheet.getRow(1).font = { bold: true };
  void (async () => {
    let written = 0;
    for (const row of sheet.rows) {
      worksheet.addRow(xlsxCells(sheet, row, timeZone)).commit();
      // Lets the stream drain between chunks of rows.
      if (++written % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
