import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { wallClock } from '../../lib/zoned-time.ts';

/** A column of a report's spreadsheet: its label in each language and how its cells are written. */
export type TSheetColumn<Row> = {
  en: string;
  fr: string;
  width?: number;
  /** `time`: an ISO instant, written in the event's time zone (DD/MM/YYYY HH:mm:ss). */
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

/** The instant's wall-clock time in the zone, as DD/MM/YYYY HH:mm:ss. */
export function zonedTime(isoTime: string, timeZone: string): string {
  const w = wallClock(new Date(isoTime), timeZone);
  return `${two(w.day)}/${two(w.month)}/${w.year} ${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}

/** A text cell a spreadsheet program would run as a formula gets a leading apostrophe (CSV injection). */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cells<Row>(sheet: TSheet<Row>, row: Row, timeZone: string): (string | number | null)[] {
  return sheet.columns.map((column) => {
    const value = column.value(row);
    if (value === null) return null;
    if (column.kind === 'time') return zonedTime(String(value), timeZone);
    return typeof value === 'string' ? safeText(value) : value;
  });
}

const csvCell = (value: string | number | null) => {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The sheet as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read accents). */
export function csvOf<Row>(sheet: TSheet<Row>, language: 'en' | 'fr', timeZone: string): string {
  const lines = [sheet.columns.map((c) => csvCell(c[language])).join(',')];
  for (const row of sheet.rows) lines.push(cells(sheet, row, timeZone).map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The sheet as an xlsx workbook, streamed: rows are committed as they are written, so a large
 * report never holds the whole workbook in memory.
 */
export function xlsxOf<Row>(sheet: TSheet<Row>, language: 'en' | 'fr', timeZone: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Report');
  worksheet.columns = sheet.columns.map((c, i) => ({ header: c[language], key: String(i), width: c.width ?? 18 }));
  worksheet.getRow(1).font = { bold: true };
  void (async () => {
    let written = 0;
    for (const row of sheet.rows) {
      worksheet.addRow(cells(sheet, row, timeZone)).commit();
      // Lets the stream drain between chunks of rows.
      if (++written % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
