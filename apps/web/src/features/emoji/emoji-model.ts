import { RECENT_EMOJI_MAX } from '@atrium/contracts';
import type { TStorageLike } from '../../lib/browser-storage.ts';

/**
 * The emoji picker's rules (spec 3 §3 Emoji record, §4, §5, §7, §9): categories, search on the
 * description, skin tones, the recent (Frequently Used) list and its storage. No React here.
 */

/** spec 3 §3: the categories, in the order of the icon bar. */
export const EMOJI_CATEGORIES = [
  'frequentlyUsed',
  'people',
  'nature',
  'foods',
  'activity',
  'places',
  'objects',
  'symbols',
  'flags',
] as const;
export type TEmojiCategory = (typeof EMOJI_CATEGORIES)[number];

/** spec 3 §3: skin tone options (name and type), each with its Fitzpatrick modifier. */
export const SKIN_TONES = [
  { name: 'NONE', type: 'none', modifier: '' },
  { name: 'WHITE', type: 'white', modifier: '\u{1F3FB}' },
  { name: 'CREAM_WHITE', type: 'creamWhite', modifier: '\u{1F3FC}' },
  { name: 'LIGHT_BROWN', type: 'lightBrown', modifier: '\u{1F3FD}' },
  { name: 'BROWN', type: 'brown', modifier: '\u{1F3FE}' },
  { name: 'DARK_BROWN', type: 'darkBrown', modifier: '\u{1F3FF}' },
] as const;
export type TSkinTone = (typeof SKIN_TONES)[number]['name'];
export type TSkinToneType = (typeof SKIN_TONES)[number]['type'];

/** spec 3 §7: local storage keys of the picker. */
export const EMOJI_STORAGE_KEYS = {
  recent: 'frequently_used_emojis',
  skinTone: 'default_skin_tone',
} as const;

/** spec 3 §9: the default skin tone. */
export const DEFAULT_SKIN_TONE: TSkinTone = 'NONE';

/** An emoji as the data package gives it (emojibase's compact form; only what is used here). */
export type TRawEmoji = {
  label: string;
  unicode: string;
  hexcode: string;
  group?: number;
  order?: number;
  tags?: string[];
  skins?: { hexcode: string; unicode: string }[];
};

/** spec 3 §3 Emoji record: the character, its description, category and tags, plus its toned forms. */
export type TEmoji = {
  emoji: string;
  description: string;
  category: Exclude<TEmojiCategory, 'frequentlyUsed'>;
  tags: string[];
  /** The character with each skin tone, for the emojis that support them. */
  tones: Partial<Record<TSkinTone, string>>;
};

/** A recent-list entry as stored: the plain character and its description. */
export type TRecentEntry = { emoji: string; description: string };

/**
 * The data package's groups onto spec 3's categories. Smileys and people share People;
 * components (bare skin tones, hair styles) and regional indicators are not offered.
 */
const GROUP_CATEGORIES: Record<number, TEmoji['category']> = {
  0: 'people',
  1: 'people',
  3: 'nature',
  4: 'foods',
  5: 'places',
  6: 'activity',
  7: 'objects',
  8: 'symbols',
  9: 'flags',
};

const MODIFIER_HEX: Record<string, TSkinTone> = {
  '1F3FB': 'WHITE',
  '1F3FC': 'CREAM_WHITE',
  '1F3FD': 'LIGHT_BROWN',
  '1F3FE': 'BROWN',
  '1F3FF': 'DARK_BROWN',
};

/** The one tone a variation carries (every person in it the same), or null for mixed tones. */
function toneOf(hexcode: string): TSkinTone | null {
  const tones = new Set(hexcode.split('-').flatMap((part) => MODIFIER_HEX[part] ?? []));
  return tones.size === 1 ? ([...tones][0] ?? null) : null;
}

/** Builds the picker's records from the data package, in the package's order. */
export function toEmojis(raw: readonly TRawEmoji[]): TEmoji[] {
  const kept = raw.filter((item) => item.group !== undefined && GROUP_CATEGORIES[item.group] !== undefined);
  kept.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return kept.map((item) => {
    const tones: TEmoji['tones'] = {};
    for (const skin of item.skins ?? []) {
      const tone = toneOf(skin.hexcode);
      // The first variation of a tone is the plain one (e.g. 🤝 before 🫱‍🫲 with two tones).
      if (tone && !tones[tone]) tones[tone] = skin.unicode;
    }
    return {
      emoji: item.unicode,
      description: item.label,
      category: GROUP_CATEGORIES[item.group ?? -1] ?? 'symbols',
      tags: item.tags ?? [],
      tones,
    };
  });
}

/** spec 3 §4: the character shown and picked for an emoji under the chosen skin tone. */
export function withSkinTone(emoji: TEmoji, tone: TSkinTone): string {
  return tone === 'NONE' ? emoji.emoji : (emoji.tones[tone] ?? emoji.emoji);
}

/** The search text as matched: trimmed and lower-cased; empty means no search. */
export function normaliseSearch(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** spec 3 §5: a case-insensitive match on the description. */
export function searchEmojis(emojis: readonly TEmoji[], text: string): TEmoji[] {
  const needle = normaliseSearch(text);
  if (needle === '') return [...emojis];
  return emojis.filter((emoji) => emoji.description.toLocaleLowerCase().includes(needle));
}

/** The picker's state while it is open (spec 3 §4). */
export type TPickerState = {
  search: string;
  category: TEmojiCategory;
  isToneSelectorOpen: boolean;
};

export type TPickerAction =
  | { type: 'searched'; text: string }
  | { type: 'scrolled'; category: TEmojiCategory }
  | { type: 'categoryChosen'; category: TEmojiCategory }
  | { type: 'toneSelectorToggled' }
  | { type: 'toneChosen' }
  | { type: 'emojiHovered' }
  | { type: 'closed' };

export const INITIAL_PICKER: TPickerState = { search: '', category: 'frequentlyUsed', isToneSelectorOpen: false };

/**
 * spec 3 §4: typing resets the highlighted category to Frequently Used; while there is no
 * search the active category follows the scroll position; choosing a tone or moving over an
 * emoji hides the tone selector; closing clears the search.
 */
export function pickerReducer(state: TPickerState, action: TPickerAction): TPickerState {
  switch (action.type) {
    case 'searched':
      return { ...state, search: action.text, category: 'frequentlyUsed' };
    case 'scrolled':
      return normaliseSearch(state.search) === '' && state.category !== action.category
        ? { ...state, category: action.category }
        : state;
    case 'categoryChosen':
      return { ...state, category: action.category };
    case 'toneSelectorToggled':
      return { ...state, isToneSelectorOpen: !state.isToneSelectorOpen };
    case 'toneChosen':
    case 'emojiHovered':
      return state.isToneSelectorOpen ? { ...state, isToneSelectorOpen: false } : state;
    case 'closed':
      return INITIAL_PICKER;
  }
}

/** The emojis of each category, in the icon bar's order; empty categories are left out. */
export function groupByCategory(emojis: readonly TEmoji[]): Map<TEmoji['category'], TEmoji[]> {
  const found = new Map<TEmoji['category'], TEmoji[]>();
  for (const emoji of emojis) {
    const list = found.get(emoji.category);
    if (list) list.push(emoji);
    else found.set(emoji.category, [emoji]);
  }
  const groups = new Map<TEmoji['category'], TEmoji[]>();
  for (const category of EMOJI_CATEGORIES) {
    const list = category === 'frequentlyUsed' ? undefined : found.get(category);
    if (list) groups.set(category as TEmoji['category'], list);
  }
  return groups;
}

/**
 * spec 3 §4: the active category while scrolling: the last section whose top has reached the
 * top of the list (tops are measured from the start of the scrolled content).
 */
export function categoryAtScroll(
  sections: readonly { category: TEmojiCategory; top: number }[],
  scrollTop: number,
): TEmojiCategory {
  let active: TEmojiCategory = sections[0]?.category ?? 'frequentlyUsed';
  for (const section of sections) if (section.top <= scrollTop + 1) active = section.category;
  return active;
}

/** spec 3 §9: the initial recent list. */
export const INITIAL_RECENT: readonly TRecentEntry[] = [
  { emoji: '\u{1F44D}', description: 'thumbs up' },
  { emoji: '\u{1F44C}', description: 'OK hand' },
  { emoji: '\u{1F37B}', description: 'clinking beer mugs' },
  { emoji: '\u263A\uFE0F', description: 'smiling face' },
  { emoji: '\u2639\uFE0F', description: 'frowning face' },
  { emoji: '\u{1F37E}', description: 'champagne bottle' },
  { emoji: '\u{1F914}', description: 'thinking face' },
  { emoji: '\u{1F345}', description: 'tomato' },
  { emoji: '\u{1F377}', description: 'wine glass' },
];

/** The character without variation selectors, to recognise one emoji across data sets. */
export function emojiKey(character: string): string {
  return character.replaceAll('\uFE0F', '');
}

/**
 * spec 3 §9: choosing an emoji removes an earlier entry with the same description, appends it
 * and drops the oldest above 9. An entry of the same character in another language's
 * description is the same emoji and goes too.
 */
export function addRecent(list: readonly TRecentEntry[], chosen: TRecentEntry): TRecentEntry[] {
  const key = emojiKey(chosen.emoji);
  const kept = list.filter((entry) => entry.description !== chosen.description && emojiKey(entry.emoji) !== key);
  const next = [...kept, { emoji: chosen.emoji, description: chosen.description }];
  return next.slice(Math.max(0, next.length - RECENT_EMOJI_MAX));
}

function isEntry(value: unknown): value is TRecentEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.emoji === 'string' && entry.emoji !== '' && typeof entry.description === 'string';
}

/** spec 3 §7: the stored recent list, or the initial one when none (or nothing readable) is stored. */
export function readRecent(store: TStorageLike): TRecentEntry[] {
  const raw = store.getItem(EMOJI_STORAGE_KEYS.recent);
  if (raw === null) return [...INITIAL_RECENT];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [...INITIAL_RECENT];
    return value.filter(isEntry).slice(-RECENT_EMOJI_MAX);
  } catch {
    return [...INITIAL_RECENT];
  }
}

export function writeRecent(store: TStorageLike, list: readonly TRecentEntry[]): void {
  store.setItem(EMOJI_STORAGE_KEYS.recent, JSON.stringify(list));
}

/** spec 3 §7, §9: the stored default skin tone, NONE when missing or unknown. */
export function readSkinTone(store: TStorageLike): TSkinTone {
  const raw = store.getItem(EMOJI_STORAGE_KEYS.skinTone);
  return SKIN_TONES.find((tone) => tone.name === raw)?.name ?? DEFAULT_SKIN_TONE;
}

export function writeSkinTone(store: TStorageLike, tone: TSkinTone): void {
  store.setItem(EMOJI_STORAGE_KEYS.skinTone, tone);
}

/**
 * The recent list as records of the loaded data (in the interface's language), oldest first.
 * An entry the data does not know keeps its stored character and description.
 */
export function resolveRecent(list: readonly TRecentEntry[], emojis: readonly TEmoji[]): TEmoji[] {
  const byKey = new Map(emojis.map((emoji) => [emojiKey(emoji.emoji), emoji]));
  return list.map(
    (entry) =>
      byKey.get(emojiKey(entry.emoji)) ?? {
        emoji: entry.emoji,
        description: entry.description,
        category: 'people',
        tags: [],
        tones: {},
      },
  );
}

/**
 * Inserting a character at the caret of a text box whose length (in characters, as the chat
 * counter counts them) is limited: the new text and caret, or null when it would not fit.
 */
export function insertAtCaret(
  text: string,
  selection: { start: number; end: number },
  character: string,
  maxLength: number,
): { text: string; caret: number } | null {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const next = text.slice(0, start) + character + text.slice(end);
  if ([...next].length > maxLength) return null;
  return { text: next, caret: start + character.length };
}

export type TGridPosition = { section: number; index: number };

/**
 * Arrow-key movement in the emoji grid (sections of `sizes` emojis laid out `columns` wide):
 * left/right step through the emojis, up/down move a row, crossing into the neighbouring
 * section at the same column; Home/End go to the first and last emoji. Null: not a grid key.
 */
export function moveInGrid(
  sizes: readonly number[],
  from: TGridPosition,
  key: string,
  columns: number,
): TGridPosition | null {
  const flat: TGridPosition[] = [];
  sizes.forEach((size, section) => {
    for (let index = 0; index < size; index++) flat.push({ section, index });
  });
  if (flat.length === 0) return null;
  const at = flat.findIndex((p) => p.section === from.section && p.index === from.index);
  const current = at < 0 ? 0 : at;
  const size = (section: number) => sizes[section] ?? 0;
  switch (key) {
    case 'ArrowRight':
      return flat[Math.min(current + 1, flat.length - 1)] ?? null;
    case 'ArrowLeft':
      return flat[Math.max(current - 1, 0)] ?? null;
    case 'Home':
      return flat[0] ?? null;
    case 'End':
      return flat[flat.length - 1] ?? null;
    case 'ArrowDown': {
      const { section, index } = flat[current] ?? { section: 0, index: 0 };
      if (index + columns < size(section)) return { section, index: index + columns };
      const lastRowStart = Math.floor((size(section) - 1) / columns) * columns;
      if (index < lastRowStart) return { section, index: size(section) - 1 };
      const next = sizes.findIndex((n, s) => s > section && n > 0);
      if (next < 0) return { section, index };
      return { section: next, index: Math.min(index % columns, size(next) - 1) };
    }
    case 'ArrowUp': {
      const { section, index } = flat[current] ?? { section: 0, index: 0 };
      if (index - columns >= 0) return { section, index: index - columns };
      let previous = -1;
      for (let s = section - 1; s >= 0; s--) {
        if (size(s) > 0) {
          previous = s;
          break;
        }
      }
      if (previous < 0) return { section, index };
      const lastRowStart = Math.floor((size(previous) - 1) / columns) * columns;
      return { section: previous, index: Math.min(lastRowStart + (index % columns), size(previous) - 1) };
    }
    default:
      return null;
  }
}
