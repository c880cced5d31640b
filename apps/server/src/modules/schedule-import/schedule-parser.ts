import { SCHEDULE_IMPORT_MAX_BYTES } from '@atrium/contracts';
import { parseJsonV1, parseJsonV2 } from './parse-json.ts';
import { parseXml } from './parse-xml.ts';
import { isObject } from './schedule-reader.ts';
import { type ParsedSchedule, type ParseOptions, ScheduleRejected } from './schedule-types.ts';

/**
 * Where JSON.parse gave up, as line and column: Node's messages do not always carry the
 * position, so a small syntax walk finds the first character that cannot be JSON.
 */
export function jsonErrorPlace(text: string): string {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if ((text.charCodeAt(i) as number) < 0x20) fail();
      i++;
    }
    if (i >= text.length) fail();
    i++;
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m) fail();
    i += (m as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (c === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else number();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return '';
  } catch (at) {
    if (typeof at !== 'number') throw at;
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    return `line ${line}, column ${at - before.lastIndexOf('\n')}`;
  }
}

/**
 * Reads a schedule in any supported format, chosen by its content: XML (frab/pentabarf
 * schedule.xml), JSON with a flat `schedule.events` list (c3voc schema 2), or JSON with
 * `schedule.conference.days` (c3voc schedule.json v1, as frab, pretalx and the hub write it).
 */
export function parseSchedule(input: string, options: ParseOptions): ParsedSchedule {
  if (Buffer.byteLength(input) > SCHEDULE_IMPORT_MAX_BYTES)
    throw new ScheduleRejected('', `the file is larger than ${SCHEDULE_IMPORT_MAX_BYTES / 1024 / 1024} MB`);
  const text = input.replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (!start) throw new ScheduleRejected('', 'the file is empty');
  if (start.startsWith('<')) return parseXml(text, options);
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    throw new ScheduleRejected(jsonErrorPlace(text), `neither XML nor valid JSON (${(error as Error).message})`);
  }
  if (!isObject(root)) throw new ScheduleRejected('(top level)', 'not a JSON object with a "schedule"');
  const schedule = root.schedule;
  if (isObject(schedule) && Array.isArray(schedule.events)) return parseJsonV2(root, options);
  return parseJsonV1(root, options);
}
