import emojibaseEn from 'emojibase-data/en/compact.json';
import emojibaseFr from 'emojibase-data/fr/compact.json';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/browser-storage.ts';
import {
  addRecent,
  categoryAtScroll,
  EMOJI_CATEGORIES,
  EMOJI_STORAGE_KEYS,
  groupByCategory,
  INITIAL_PICKER,
  INITIAL_RECENT,
  insertAtCaret,
  moveInGrid,
  pickerReducer,
  readRecent,
  readSkinTone,
  resolveRecent,
  SKIN_TONES,
  searchEmojis,
  type TRecentEntry,
  toEmojis,
  withSkinTone,
  writeRecent,
  writeSkinTone,
} from './emoji-model.ts';

const emojis = toEmojis(emojibaseEn);
const find = (description: string) => {
  const found = emojis.find((emoji) => emoji.description === description);
  if (!found) throw new Error(`no emoji ${description}`);
  return found;
};

describe('emoji data', () => {
  it('maps every group onto the spec categories, People first and Flags last', () => {
    const groups = groupByCategory(emojis);
    expect([...groups.keys()]).toEqual(EMOJI_CATEGORIES.filter((category) => category !== 'frequentlyUsed'));
    expect(emojis.length).toBeGreaterThan(1800);
    expect(find('grinning face').category).toBe('people');
    expect(find('waving hand').category).toBe('people');
    expect(find('dog face').category).toBe('nature');
    expect(find('tomato').category).toBe('foods');
    expect(find('soccer ball').category).toBe('activity');
    expect(find('airplane').category).toBe('places');
    expect(find('light bulb').category).toBe('objects');
    expect(find('recycling symbol').category).toBe('symbols');
    expect(find('flag: France').category).toBe('flags');
  });

  it('leaves out bare skin tones and regional indicators', () => {
    expect(emojis.some((emoji) => emoji.description === 'medium skin tone')).toBe(false);
    expect(emojis.some((emoji) => emoji.description === 'regional indicator A')).toBe(false);
  });
});

describe('search (spec 3 §5)', () => {
  it('matches the description case-insensitively', () => {
    const found = searchEmojis(emojis, '  ThUmBs ');
    expect(found.map((emoji) => emoji.description)).toEqual(['thumbs up', 'thumbs down']);
  });

  it('finds nothing for text no description holds, and everything for empty text', () => {
    expect(searchEmojis(emojis, 'zzqqxx')).toEqual([]);
    expect(searchEmojis(emojis, '   ')).toHaveLength(emojis.length);
  });

  it('searches the descriptions of the language loaded', () => {
    const french = toEmojis(emojibaseFr);
    expect(searchEmojis(french, 'POUCE').map((emoji) => emoji.emoji)).toContain(find('thumbs up').emoji);
  });

  it('resets the highlighted category to Frequently Used when typing, and clears on closing', () => {
    let state = pickerReducer(INITIAL_PICKER, { type: 'categoryChosen', category: 'foods' });
    expect(state.category).toBe('foods');
    state = pickerReducer(state, { type: 'searched', text: 'cat' });
    expect(state).toEqual({ search: 'cat', category: 'frequentlyUsed', isToneSelectorOpen: false });
    expect(pickerReducer(state, { type: 'closed' })).toEqual(INITIAL_PICKER);
  });

  it('follows the scroll position only without a search', () => {
    const scrolled = pickerReducer(INITIAL_PICKER, { type: 'scrolled', category: 'nature' });
    expect(scrolled.category).toBe('nature');
    const searching = pickerReducer(INITIAL_PICKER, { type: 'searched', text: 'cat' });
    expect(pickerReducer(searching, { type: 'scrolled', category: 'nature' }).category).toBe('frequentlyUsed');
  });

  it('picks the category whose section top the scroll has reached', () => {
    const sections = [
      { category: 'frequentlyUsed' as const, top: 0 },
      { category: 'people' as const, top: 80 },
      { category: 'nature' as const, top: 900 },
    ];
    expect(categoryAtScroll(sections, 0)).toBe('frequentlyUsed');
    expect(categoryAtScroll(sections, 79)).toBe('people');
    expect(categoryAtScroll(sections, 500)).toBe('people');
    expect(categoryAtScroll(sections, 2000)).toBe('nature');
  });
});

describe('skin tones (spec 3 §3, §4)', () => {
  it('maps the six options onto no modifier and the five Fitzpatrick modifiers', () => {
    expect(SKIN_TONES.map((tone) => [tone.name, tone.type, tone.modifier.codePointAt(0)?.toString(16)])).toEqual([
      ['NONE', 'none', undefined],
      ['WHITE', 'white', '1f3fb'],
      ['CREAM_WHITE', 'creamWhite', '1f3fc'],
      ['LIGHT_BROWN', 'lightBrown', '1f3fd'],
      ['BROWN', 'brown', '1f3fe'],
      ['DARK_BROWN', 'darkBrown', '1f3ff'],
    ]);
  });

  it('applies the tone to every emoji that supports one and leaves the others alone', () => {
    for (const tone of SKIN_TONES) {
      expect(withSkinTone(find('waving hand'), tone.name)).toBe(`\u{1F44B}${tone.modifier}`);
      expect(withSkinTone(find('tomato'), tone.name)).toBe('\u{1F345}');
    }
    const toned = emojis.filter((emoji) => withSkinTone(emoji, 'BROWN') !== emoji.emoji);
    expect(toned.length).toBeGreaterThan(300);
    for (const emoji of toned) {
      const modifiers = [...withSkinTone(emoji, 'BROWN')].filter((c) => /[\u{1F3FB}-\u{1F3FF}]/u.test(c));
      expect(new Set(modifiers)).toEqual(new Set(['\u{1F3FE}']));
    }
  });

  it('gives every person of a group emoji the same tone', () => {
    expect(withSkinTone(find('people holding hands'), 'DARK_BROWN')).toBe(
      '\u{1F9D1}\u{1F3FF}\u200D\u{1F91D}\u200D\u{1F9D1}\u{1F3FF}',
    );
    expect(withSkinTone(find('handshake'), 'WHITE')).toBe('\u{1F91D}\u{1F3FB}');
  });
});

describe('recent list (spec 3 §7, §9)', () => {
  const entry = (emoji: string, description: string): TRecentEntry => ({ emoji, description });

  it('starts with the nine emojis of the spec, all of them known to the data', () => {
    const store = memoryStorage();
    expect(readRecent(store).map((e) => e.description)).toEqual([
      'thumbs up',
      'OK hand',
      'clinking beer mugs',
      'smiling face',
      'frowning face',
      'champagne bottle',
      'thinking face',
      'tomato',
      'wine glass',
    ]);
    const resolved = resolveRecent(INITIAL_RECENT, emojis);
    for (const emoji of resolved) expect(emojis).toContain(emoji);
    expect(resolved[5]?.emoji).toBe('\u{1F37E}');
  });

  it('appends the chosen emoji and drops the oldest above nine', () => {
    const next = addRecent(INITIAL_RECENT, entry('\u{1F600}', 'grinning face'));
    expect(next).toHaveLength(9);
    expect(next[0]?.description).toBe('OK hand');
    expect(next.at(-1)).toEqual(entry('\u{1F600}', 'grinning face'));
  });

  it('moves an emoji chosen again to the end instead of keeping it twice', () => {
    const next = addRecent(INITIAL_RECENT, entry('\u{1F345}', 'tomato'));
    expect(next).toHaveLength(9);
    expect(next.map((e) => e.description).filter((d) => d === 'tomato')).toHaveLength(1);
    expect(next.at(-1)?.description).toBe('tomato');
    expect(next[0]?.description).toBe('thumbs up');
    // The same character under its other description (the spec's name, another language).
    const again = addRecent(INITIAL_RECENT, entry('\u{1F37E}', 'bottle with popping cork'));
    expect(again.map((e) => e.emoji).filter((e) => e === '\u{1F37E}')).toHaveLength(1);
  });

  it('grows up to nine from a shorter list', () => {
    let list: TRecentEntry[] = [];
    for (const description of ['a', 'b', 'c']) list = addRecent(list, entry(description, description));
    expect(list.map((e) => e.description)).toEqual(['a', 'b', 'c']);
    for (let i = 0; i < 20; i++) list = addRecent(list, entry(`x${i}`, `x${i}`));
    expect(list).toHaveLength(9);
    expect(list[0]?.description).toBe('x11');
  });

  it('keeps the list under frequently_used_emojis and reads it back', () => {
    const store = memoryStorage();
    const list = addRecent(INITIAL_RECENT, entry('\u{1F600}', 'grinning face'));
    writeRecent(store, list);
    expect(EMOJI_STORAGE_KEYS.recent).toBe('frequently_used_emojis');
    expect(JSON.parse(store.getItem('frequently_used_emojis') ?? '')).toEqual(list);
    expect(readRecent(store)).toEqual(list);
    store.setItem('frequently_used_emojis', 'not json');
    expect(readRecent(store)).toEqual(INITIAL_RECENT);
  });

  it('keeps the default skin tone under default_skin_tone, NONE by default', () => {
    const store = memoryStorage();
    expect(readSkinTone(store)).toBe('NONE');
    writeSkinTone(store, 'LIGHT_BROWN');
    expect(store.getItem('default_skin_tone')).toBe('LIGHT_BROWN');
    expect(readSkinTone(store)).toBe('LIGHT_BROWN');
    store.setItem('default_skin_tone', 'PURPLE');
    expect(readSkinTone(store)).toBe('NONE');
  });

  it('hides the tone selector when a tone is chosen or the pointer moves over an emoji', () => {
    const open = pickerReducer(INITIAL_PICKER, { type: 'toneSelectorToggled' });
    expect(open.isToneSelectorOpen).toBe(true);
    expect(pickerReducer(open, { type: 'toneChosen' }).isToneSelectorOpen).toBe(false);
    expect(pickerReducer(open, { type: 'emojiHovered' }).isToneSelectorOpen).toBe(false);
  });
});

describe('inserting at the caret', () => {
  it('puts the character at the caret, replacing a selection', () => {
    expect(insertAtCaret('hello world', { start: 5, end: 5 }, '\u{1F44D}', 500)).toEqual({
      text: 'hello\u{1F44D} world',
      caret: 7,
    });
    expect(insertAtCaret('hello world', { start: 6, end: 11 }, '\u{1F345}', 500)?.text).toBe('hello \u{1F345}');
  });

  it('refuses a character that would pass the limit, counting characters as the counter does', () => {
    expect(insertAtCaret('abcd', { start: 4, end: 4 }, '\u{1F44D}', 5)?.text).toBe('abcd\u{1F44D}');
    expect(insertAtCaret('abcde', { start: 5, end: 5 }, '\u{1F44D}', 5)).toBeNull();
  });
});

describe('grid keys', () => {
  const sizes = [9, 0, 20];
  it('steps left and right across sections and moves by rows up and down', () => {
    expect(moveInGrid(sizes, { section: 0, index: 8 }, 'ArrowRight', 8)).toEqual({ section: 2, index: 0 });
    expect(moveInGrid(sizes, { section: 2, index: 0 }, 'ArrowLeft', 8)).toEqual({ section: 0, index: 8 });
    expect(moveInGrid(sizes, { section: 0, index: 1 }, 'ArrowDown', 8)).toEqual({ section: 0, index: 8 });
    expect(moveInGrid(sizes, { section: 0, index: 8 }, 'ArrowDown', 8)).toEqual({ section: 2, index: 0 });
    expect(moveInGrid(sizes, { section: 2, index: 3 }, 'ArrowUp', 8)).toEqual({ section: 0, index: 8 });
    expect(moveInGrid(sizes, { section: 2, index: 11 }, 'ArrowUp', 8)).toEqual({ section: 2, index: 3 });
    expect(moveInGrid(sizes, { section: 2, index: 19 }, 'ArrowDown', 8)).toEqual({ section: 2, index: 19 });
    expect(moveInGrid(sizes, { section: 2, index: 5 }, 'Home', 8)).toEqual({ section: 0, index: 0 });
    expect(moveInGrid(sizes, { section: 0, index: 0 }, 'End', 8)).toEqual({ section: 2, index: 19 });
    expect(moveInGrid(sizes, { section: 0, index: 0 }, 'a', 8)).toBeNull();
  });
});
