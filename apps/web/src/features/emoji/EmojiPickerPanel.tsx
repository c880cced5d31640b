import { EMOJI_PICKER_OFFSET_PX } from '@atrium/contracts';
import AccessTime from '@mui/icons-material/AccessTime';
import EmojiEmotions from '@mui/icons-material/EmojiEmotions';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import EmojiFlags from '@mui/icons-material/EmojiFlags';
import EmojiFoodBeverage from '@mui/icons-material/EmojiFoodBeverage';
import EmojiNature from '@mui/icons-material/EmojiNature';
import EmojiObjects from '@mui/icons-material/EmojiObjects';
import EmojiSymbols from '@mui/icons-material/EmojiSymbols';
import EmojiTransportation from '@mui/icons-material/EmojiTransportation';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  type MouseEvent as ReactMouseEvent,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { useLocale } from '../../i18n/index.ts';
import { tKey } from '../../i18n/keys.ts';
import { local } from '../../lib/browser-storage.ts';
import { useEmojiData } from './emoji-data.ts';
import {
  addRecent,
  categoryAtScroll,
  groupByCategory,
  INITIAL_PICKER,
  moveInGrid,
  normaliseSearch,
  pickerReducer,
  readRecent,
  readSkinTone,
  resolveRecent,
  SKIN_TONES,
  searchEmojis,
  type TEmoji,
  type TEmojiCategory,
  type TGridPosition,
  type TSkinTone,
  withSkinTone,
  writeRecent,
  writeSkinTone,
} from './emoji-model.ts';

const CATEGORY_LABELS = {
  frequentlyUsed: tKey('emoji.category.frequentlyUsed'),
  people: tKey('emoji.category.people'),
  nature: tKey('emoji.category.nature'),
  foods: tKey('emoji.category.foods'),
  activity: tKey('emoji.category.activity'),
  places: tKey('emoji.category.places'),
  objects: tKey('emoji.category.objects'),
  symbols: tKey('emoji.category.symbols'),
  flags: tKey('emoji.category.flags'),
} as const;

const CATEGORY_ICONS = {
  frequentlyUsed: AccessTime,
  people: EmojiEmotions,
  nature: EmojiNature,
  foods: EmojiFoodBeverage,
  activity: EmojiEvents,
  places: EmojiTransportation,
  objects: EmojiObjects,
  symbols: EmojiSymbols,
  flags: EmojiFlags,
} as const;

const TONE_LABELS: Record<TSkinTone, ReturnType<typeof tKey>> = {
  NONE: tKey('emoji.tone.NONE'),
  WHITE: tKey('emoji.tone.WHITE'),
  CREAM_WHITE: tKey('emoji.tone.CREAM_WHITE'),
  LIGHT_BROWN: tKey('emoji.tone.LIGHT_BROWN'),
  BROWN: tKey('emoji.tone.BROWN'),
  DARK_BROWN: tKey('emoji.tone.DARK_BROWN'),
};

/**
 * Each tone is shown as a swatch of its colour (the usual emoji yellow for NONE): it reads the
 * same whatever emoji font the device has.
 */
const TONE_COLOURS: Record<TSkinTone, string> = {
  NONE: '#ffc83d',
  WHITE: '#f7dece',
  CREAM_WHITE: '#f3d2a2',
  LIGHT_BROWN: '#d5ab88',
  BROWN: '#af7e57',
  DARK_BROWN: '#7c533e',
};

function ToneSwatch({ tone }: { tone: TSkinTone }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        width: 20,
        height: 20,
        borderRadius: '50%',
        bgcolor: TONE_COLOURS[tone],
        border: 1,
        borderColor: 'grey.600',
      }}
    />
  );
}
/** Grid geometry: 8 emojis of 36 px a row keep the dropdown within a 360 px phone screen. */
const COLUMNS = 8;
const CELL_PX = 36;
const HEADING_PX = 28;
const PANEL_WIDTH_PX = 8 * CELL_PX + 32;

type TSection = { category: TEmojiCategory; emojis: TEmoji[] };

const positionKey = (position: TGridPosition) => `${position.section}-${position.index}`;

type TSectionProps = {
  idPrefix: string;
  sectionIndex: number;
  section: TSection;
  tone: TSkinTone;
  /** The emoji of this section that holds the grid's tab stop, or -1. */
  activeIndex: number;
};

/**
 * One category of the list. Sections are memoised (moving the focus re-renders only the two
 * sections involved) and skipped by layout and paint while off screen (content-visibility),
 * with their height known in advance from the row count so scrolling to a category is exact.
 */
const EmojiSection = memo(function EmojiSection({ idPrefix, sectionIndex, section, tone, activeIndex }: TSectionProps) {
  const { t } = useTranslation();
  const headingId = `${idPrefix}-${section.category}`;
  const rows = Math.ceil(section.emojis.length / COLUMNS);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-category={section.category}
      sx={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${HEADING_PX + rows * CELL_PX}px` }}
    >
      <Typography
        id={headingId}
        component="h3"
        variant="caption"
        sx={{ display: 'block', height: HEADING_PX, lineHeight: `${HEADING_PX}px`, fontWeight: 600, px: 0.5 }}
      >
        {t(CATEGORY_LABELS[section.category])}
      </Typography>
      <div className="emoji-grid">
        {section.emojis.map((emoji, index) => (
          <button
            key={emoji.emoji}
            type="button"
            className="emoji"
            data-position={`${sectionIndex}-${index}`}
            tabIndex={index === activeIndex ? 0 : -1}
            aria-label={emoji.description}
            title={emoji.description}
          >
            {withSkinTone(emoji, tone)}
          </button>
        ))}
      </div>
    </Box>
  );
});

type TPanelProps = {
  id: string;
  anchorEl: HTMLElement | null;
  isOpen: boolean;
  onPick: (character: string) => void;
  onClose: () => void;
};

/** The dropdown of the emoji picker (spec 3 §2, §4), loaded on demand with its data. */
export default function EmojiPickerPanel({ id, anchorEl, isOpen, onPick, onClose }: TPanelProps) {
  const { t } = useTranslation();
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

  const findSection = (category: TEmojiCategory) =>
    listRef.current?.querySelector<HTMLElement>(`section[data-category="${category}"]`) ?? null;

  const chooseCategory = (category: TEmojiCategory) => {
    dispatch({ type: 'categoryChosen', category });
    // The grid's tab stop follows to the category's first emoji.
    const sectionIndex = sections.findIndex((section) => section.category === category);
    if (sections[sectionIndex]?.emojis.length) setPosition({ section: sectionIndex, index: 0 });
    const list = listRef.current;
    const section = findSection(category);
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

  const emojiAt = (target: EventTarget | null): { position: TGridPosition; emoji: TEmoji } | null => {
    const button = (target as HTMLElement | null)?.closest?.<HTMLElement>('button[data-position]');
    const [section, index] = (button?.dataset.position ?? '').split('-').map(Number);
    if (section === undefined || index === undefined) return null;
    const emoji = sections[section]?.emojis[index];
    return emoji ? { position: { section, index }, emoji } : null;
  };

  const pick = (emoji: TEmoji) => {
    writeRecent(local, addRecent(readRecent(local), { emoji: emoji.emoji, description: emoji.description }));
    onPick(withSkinTone(emoji, tone));
  };

  const focusPosition = (next: TGridPosition) => {
    setPosition(next);
    listRef.current?.querySelector<HTMLElement>(`button[data-position="${positionKey(next)}"]`)?.focus();
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const at = emojiAt(event.target);
    if (!at) return;
    const next = moveInGrid(
      sections.map((section) => section.emojis.length),
      at.position,
      event.key,
      COLUMNS,
    );
    if (!next) return;
    event.preventDefault();
    focusPosition(next);
  };

  const onGridClick = (event: ReactMouseEvent) => {
    const at = emojiAt(event.target);
    if (at) pick(at.emoji);
  };

  const onGridPointerOver = (event: PointerEvent) => {
    if (state.isToneSelectorOpen && emojiAt(event.target)) dispatch({ type: 'emojiHovered' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const hasEmojis = sections.some((section) => section.emojis.length > 0);

  return (
    <Popper
      open={isOpen}
      anchorEl={anchorEl}
      placement="top-end"
      disablePortal
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      modifiers={[
        { name: 'offset', options: { offset: [0, EMOJI_PICKER_OFFSET_PX] } },
        { name: 'flip', enabled: false },
        { name: 'preventOverflow', options: { padding: 8, altAxis: true } },
      ]}
    >
      <Paper
        id={id}
        role="dialog"
        aria-label={t('emoji.picker')}
        elevation={8}
        onKeyDown={onKeyDown}
        data-testid="emoji-picker"
        sx={{
          width: PANEL_WIDTH_PX,
          maxWidth: 'calc(100vw - 16px)',
          p: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <TextField
            autoFocus
            value={state.search}
            onChange={(event) => dispatch({ type: 'searched', text: event.target.value })}
            onKeyDown={(event) => {
              // The picker may sit inside a form: Enter must not submit it.
              if (event.key === 'Enter') event.preventDefault();
              if (event.key === 'ArrowDown' && hasEmojis) {
                event.preventDefault();
                focusPosition(position);
              }
            }}
            placeholder={t('emoji.search')}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { 'aria-label': t('emoji.search'), 'data-testid': 'emoji-search' } }}
          />
          <IconButton
            ref={toneButtonRef}
            aria-label={t('emoji.skinTone', { tone: t(TONE_LABELS[tone]) })}
            aria-expanded={state.isToneSelectorOpen}
            onClick={() => dispatch({ type: 'toneSelectorToggled' })}
            sx={{ width: 40, height: 40 }}
          >
            <ToneSwatch tone={tone} />
          </IconButton>
        </Box>
        {state.isToneSelectorOpen ? (
          <Box role="group" aria-label={t('emoji.skinTones')} sx={{ display: 'flex', justifyContent: 'space-between' }}>
            {SKIN_TONES.map((option) => (
              <IconButton
                key={option.name}
                aria-label={t(TONE_LABELS[option.name])}
                aria-pressed={option.name === tone}
                onClick={() => chooseTone(option.name)}
                sx={{ width: 40, height: 40, '&[aria-pressed="true"]': { bgcolor: 'action.selected' } }}
              >
                <ToneSwatch tone={option.name} />
              </IconButton>
            ))}
          </Box>
        ) : null}
        <Box
          role="toolbar"
          aria-label={t('emoji.categories')}
          sx={{ display: 'flex', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}
        >
          {Object.entries(CATEGORY_ICONS).map(([key, Icon]) => {
            const category = key as TEmojiCategory;
            const isActive = state.category === category;
            return (
              <IconButton
                key={category}
                size="small"
                aria-label={t(CATEGORY_LABELS[category])}
                aria-pressed={isActive}
                color={isActive ? 'primary' : 'default'}
                onClick={() => chooseCategory(category)}
                sx={{ borderRadius: 1, borderBottom: 2, borderColor: isActive ? 'primary.main' : 'transparent' }}
              >
                <Icon fontSize="small" />
              </IconButton>
            );
          })}
        </Box>
        <Box
          ref={listRef}
          onScroll={isSearching ? undefined : followScroll}
          onKeyDown={onGridKeyDown}
          onClick={onGridClick}
          onPointerOver={onGridPointerOver}
          data-testid="emoji-list"
          sx={{
            position: 'relative',
            height: 260,
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            '& .emoji-grid': { display: 'grid', gridTemplateColumns: `repeat(${COLUMNS}, ${CELL_PX}px)` },
            '& .emoji': {
              width: CELL_PX,
              height: CELL_PX,
              p: 0,
              border: 0,
              borderRadius: 1,
              background: 'none',
              cursor: 'pointer',
              fontSize: 22,
              lineHeight: 1,
              fontFamily: '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", sans-serif',
            },
            '& .emoji:hover': { bgcolor: 'action.hover' },
            '& .emoji:focus-visible': {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
          }}
        >
          {data.isPending ? <Spinner size={32} label={t('emoji.loading')} sx={{ m: 2 }} /> : null}
          {data.isError ? (
            <Typography role="alert" color="error" sx={{ p: 1 }}>
              {t('emoji.loadFailed')}
            </Typography>
          ) : null}
          {data.isSuccess && !hasEmojis ? (
            <Typography color="text.secondary" sx={{ p: 1 }}>
              {t('emoji.noMatch')}
            </Typography>
          ) : null}
          {sections.map((section, sectionIndex) =>
            section.emojis.length > 0 ? (
              <EmojiSection
                key={section.category}
                idPrefix={id}
                sectionIndex={sectionIndex}
                section={section}
                tone={tone}
                activeIndex={position.section === sectionIndex ? position.index : -1}
              />
            ) : null,
          )}
        </Box>
      </Paper>
    </Popper>
  );
}
