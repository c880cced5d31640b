import { useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocale } from '../../../i18n/index.ts';
import { local } from '../../../lib/browser-storage.ts';
import { useEmojiData } from '../emoji-data.ts';
import {
  addRecent,
  categoryAtScroll,
  groupByCategory,
  INITIAL_PICKER,
  normaliseSearch,
  pickerReducer,
  readRecent,
  readSkinTone,
  resolveRecent,
  searchEmojis,
  type TEmoji,
  type TEmojiCategory,
  type TGridPosition,
  type TSkinTone,
  withSkinTone,
  writeRecent,
  writeSkinTone,
} from '../emoji-model.ts';
import { positionKey, type TSection } from './EmojiSection.tsx';

export type TEmojiPicker = ReturnType<typeof useEmojiPicker>;

/**
 * The emoji picker's state (spec 3 §4): the data, the search, the skin tone, the category
 * shown and the grid's tab stop, and what the search box, the toolbars and the list do to them.
 */
export function useEmojiPicker(isOpen: boolean, onPick: (character: string) => void) {
  const locale = useLocale();
  const data = useEmojiData(locale, true);
  const [state, dispatch] = useReducer(pickerReducer, INITIAL_PICKER);
  const [tone, setTone] = useState<TSkinTone>(() => readSkinTone(local));
  const [position, setPosition] = useState<TGridPosition>({ section: 0, index: 0 });
  const listRef = useRef<HTMLDivElement>(null);
  const toneButtonRef = useRef<HTMLButtonElement>(null);
  // After a category is chosen, the scroll it causes must not move the highlight elsewhere
  // (the last categories cannot reach the top of the list).
  const pinnedRef = useRef<{ scrollTop: number } | null>(null);
  const search = useDeferredValue(state.search);
  const isSearching = normaliseSearch(search) !== '';

  // spec 3 §4: closing clears the search.
  useEffect(() => {
    if (isOpen) return;
    dispatch({ type: 'closed' });
    pinnedRef.current = null;
  }, [isOpen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the recent list is read again on each opening.
  const recent = useMemo(() => readRecent(local), [isOpen]);

  const sections = useMemo<TSection[]>(() => {
    const emojis = data.data ?? [];
    const grouped = groupByCategory(isSearching ? searchEmojis(emojis, search) : emojis);
    const list: TSection[] = [...grouped].map(([category, items]) => ({ category, emojis: items }));
    if (!isSearching && emojis.length > 0)
      list.unshift({ category: 'frequentlyUsed', emojis: resolveRecent(recent, emojis) });
    return list;
  }, [data.data, isSearching, search, recent]);

  // A new list (a search) puts the grid's tab stop back on its first emoji, at the top.
  useEffect(() => {
    setPosition({
      section: Math.max(
        0,
        sections.findIndex((section) => section.emojis.length > 0),
      ),
      index: 0,
    });
    if (listRef.current) listRef.current.scrollTop = 0;
  }, [sections]);

  const chooseCategory = (category: TEmojiCategory) => {
    dispatch({ type: 'categoryChosen', category });
    // The grid's tab stop follows to the category's first emoji.
    const sectionIndex = sections.findIndex((section) => section.category === category);
    if (sections[sectionIndex]?.emojis.length) setPosition({ section: sectionIndex, index: 0 });
    const list = listRef.current;
    const section = list?.querySelector<HTMLElement>(`section[data-category="${category}"]`) ?? null;
    if (!list || !section) return;
    const target = Math.min(section.offsetTop, list.scrollHeight - list.clientHeight);
    pinnedRef.current = { scrollTop: target };
    list.scrollTop = target;
  };

  const followScroll = () => {
    const list = listRef.current;
    if (!list) return;
    const pinned = pinnedRef.current;
    if (pinned && Math.abs(list.scrollTop - pinned.scrollTop) <= 2) return;
    pinnedRef.current = null;
    const tops = [...list.querySelectorAll<HTMLElement>('section[data-category]')].map((section) => ({
      category: section.dataset.category as TEmojiCategory,
      top: section.offsetTop,
    }));
    dispatch({ type: 'scrolled', category: categoryAtScroll(tops, list.scrollTop) });
  };

  const chooseTone = (next: TSkinTone) => {
    setTone(next);
    writeSkinTone(local, next);
    dispatch({ type: 'toneChosen' });
    // The chosen option disappears with the selector: the focus goes back to its toggle.
    toneButtonRef.current?.focus();
  };

  const pick = (emoji: TEmoji) => {
    writeRecent(local, addRecent(readRecent(local), { emoji: emoji.emoji, description: emoji.description }));
    onPick(withSkinTone(emoji, tone));
  };

  const focusPosition = (next: TGridPosition) => {
    setPosition(next);
    listRef.current?.querySelector<HTMLElement>(`button[data-position="${positionKey(next)}"]`)?.focus();
  };

  return {
    data,
    state,
    dispatch,
    tone,
    position,
    listRef,
    toneButtonRef,
    isSearching,
    sections,
    hasEmojis: sections.some((section) => section.emojis.length > 0),
    chooseCategory,
    followScroll,
    chooseTone,
    pick,
    focusPosition,
  };
}
