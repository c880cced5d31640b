import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import adminEn from './packs/admin.en.json';
import adminFr from './packs/admin.fr.json';
import browseEn from './packs/browse.en.json';
import browseFr from './packs/browse.fr.json';
import directoryEn from './packs/directory.en.json';
import directoryFr from './packs/directory.fr.json';
import emojiEn from './packs/emoji.en.json';
import emojiFr from './packs/emoji.fr.json';
import exhibitionEn from './packs/exhibition.en.json';
import exhibitionFr from './packs/exhibition.fr.json';
import identityEn from './packs/identity.en.json';
import identityFr from './packs/identity.fr.json';
import loungeEn from './packs/lounge.en.json';
import loungeFr from './packs/lounge.fr.json';
import messagesEn from './packs/messages.en.json';
import messagesFr from './packs/messages.fr.json';
import playerEn from './packs/player.en.json';
import playerFr from './packs/player.fr.json';
import programmeEn from './packs/programme.en.json';
import programmeFr from './packs/programme.fr.json';
import remindersEn from './packs/reminders.en.json';
import remindersFr from './packs/reminders.fr.json';
import reportsEn from './packs/reports.en.json';
import reportsFr from './packs/reports.fr.json';
import submitEn from './packs/submit.en.json';
import submitFr from './packs/submit.fr.json';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Keys that the sources build at run time (t(`prefix.${name}`)), which the scan below
 * cannot see. Each entry must say where it is built. Keys held in data are
 * written with tKey('…'), which the scan finds.
 */
const DYNAMIC_KEYS: string[] = [
  // ChatPanel: the title of each role icon (spec 3 §6), chosen by the icon's name.
  'realtime.roleIcon.robot',
  'realtime.roleIcon.shield-star',
  'realtime.roleIcon.account-voice',
];

type TTree = { [key: string]: string | TTree };

function flatten(tree: TTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Keys written in the sources: t('key'), i18n.t('key'), tKey('key') and i18nKey="key"; with the files using each. */
function keysUsedInSources(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const patterns = [/\b(?:t|tKey)\(\s*(['"`])([A-Za-z0-9_.-]+)\1/g, /\bi18nKey=\{?\s*(['"`])([A-Za-z0-9_.-]+)\1/g];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const key = match[2] ?? '';
        used.set(key, [...(used.get(key) ?? []), relative(SRC, file)]);
      }
    }
  }
  return used;
}

/**
 * The string packs (i18n/index.ts: loaded with the code that shows them) and the only source
 * files that may use their keys: those loaded through `withStrings` with the pack, or below them.
 */
const PACKS = [
  { name: 'identity', en: identityEn, fr: identityFr, files: /^features\/identity\// },
  { name: 'programme', en: programmeEn, fr: programmeFr, files: /^features\/programme\// },
  { name: 'lounge', en: loungeEn, fr: loungeFr, files: /^features\/lounge\// },
  {
    name: 'messages',
    en: messagesEn,
    fr: messagesFr,
    files:
      /^(features\/messages\/(MessagesPopover|PrivateMessagesPanel|ConversationBar|ChatBox\w*)|shell\/profile\/MobileProfilePage)\.tsx$/,
  },
  { name: 'emoji', en: emojiEn, fr: emojiFr, files: /^features\/emoji\/(EmojiPickerPanel\.tsx$|panel\/)/ },
  { name: 'submit', en: submitEn, fr: submitFr, files: /^features\/submit\// },
  { name: 'browse', en: browseEn, fr: browseFr, files: /^features\/browse\// },
  { name: 'player', en: playerEn, fr: playerFr, files: /^features\/player\// },
  { name: 'reports', en: reportsEn, fr: reportsFr, files: /^features\/reports\// },
  { name: 'directory', en: directoryEn, fr: directoryFr, files: /^features\/directory\// },
  { name: 'exhibition', en: exhibitionEn, fr: exhibitionFr, files: /^features\/exhibition\// },
  { name: 'admin', en: adminEn, fr: adminFr, files: /^features\/admin\// },
  { name: 'reminders', en: remindersEn, fr: remindersFr, files: /^features\/reminders\// },
];

/** i18next plural forms share the key they are asked by. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const merged = (lang: 'en' | 'fr', core: TTree) =>
  new Map([...flatten(core), ...PACKS.flatMap((pack) => [...flatten(pack[lang] as TTree)])]);
const english = merged('en', en as TTree);
const french = merged('fr', fr as TTree);

describe('translations', () => {
  it('has every English key in French', () => {
    expect([...english.keys()].filter((key) => !french.has(key))).toEqual([]);
  });

  it('has every French key in English', () => {
    expect([...french.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = [...english, ...french].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = [...english].filter(
      ([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(french.get(key) ?? '')),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('has no key that the sources never use', () => {
    const used = keysUsedInSources();
    const unused = [...english.keys()].filter((key) => !used.has(baseKey(key)) && !DYNAMIC_KEYS.includes(key));
    expect(unused).toEqual([]);
  });

  it('defines every key the sources use', () => {
    const defined = new Set([...english.keys()].map(baseKey));
    const missing = [...keysUsedInSources().keys()].filter((key) => !defined.has(key));
    expect(missing).toEqual([]);
  });

  it('uses a pack’s keys only in the code loaded with the pack, and defines each key once', () => {
    const used = keysUsedInSources();
    const misplaced: string[] = [];
    const core = flatten(en as TTree);
    for (const pack of PACKS) {
      for (const key of flatten(pack.en as TTree).keys()) {
        if (core.has(key)) misplaced.push(`${key} is in the core strings and in ${pack.name}`);
        for (const file of used.get(baseKey(key)) ?? []) {
          if (!pack.files.test(file)) misplaced.push(`${key} (${pack.name}) in ${file}`);
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('reaches the code of a pack only through withStrings (no static import from outside the pack)', () => {
    const offending: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const from = relative(SRC, file);
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/^import\s[^;]*?from\s+'(\.[^']+)';/gms)) {
        const target = relative(SRC, join(dirname(file), match[1] ?? ''));
        for (const pack of PACKS) {
          if (pack.files.test(target) && !pack.files.test(from)) offending.push(`${from} imports ${target}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('keeps the spec wording of the translated messages (spec 1 §2.9, §8)', () => {
    expect(english.get('login.errors.loginFailed')).toBe('Email or password incorrect');
    expect(english.get('login.errors.accountNotRegisted')).toBe('Email is not registered');
    expect(english.get('bookmarks.empty')).toBe('You have no bookmarks.');
    expect(english.get('notFound.title')).toBe('PAGE NOT FOUND');
  });
});
