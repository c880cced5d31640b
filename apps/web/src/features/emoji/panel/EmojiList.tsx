import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, PointerEvent, MouseEvent as ReactMouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';
import { moveInGrid, type TEmoji, type TGridPosition } from '../emoji-model.ts';
import { CELL_PX, COLUMNS, EmojiSection } from './EmojiSection.tsx';
import type { TEmojiPicker } from './use-emoji-picker.ts';

const LIST_SX = {
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
} as const;

/**
 * The list of emojis by category (spec 3 §4): one tab stop, moved with the arrows, Home and
 * End; Enter or a click picks. The events are handled once for the whole list.
 */
export function EmojiList({ id, picker }: { id: string; picker: TEmojiPicker }) {
  const { t } = useTranslation();
  const { data, sections, position } = picker;

  const emojiAt = (target: EventTarget | null): { position: TGridPosition; emoji: TEmoji } | null => {
    const button = (target as HTMLElement | null)?.closest?.<HTMLElement>('button[data-position]');
    const [section, index] = (button?.dataset.position ?? '').split('-').map(Number);
    if (section === undefined || index === undefined) return null;
    const emoji = sections[section]?.emojis[index];
    return emoji ? { position: { section, index }, emoji } : null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
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
    picker.focusPosition(next);
  };

  const onClick = (event: ReactMouseEvent) => {
    const at = emojiAt(event.target);
    if (at) picker.pick(at.emoji);
  };

  const onPointerOver = (event: PointerEvent) => {
    if (picker.state.isToneSelectorOpen && emojiAt(event.target)) picker.dispatch({ type: 'emojiHovered' });
  };

  return (
    <Box
      ref={picker.listRef}
      onScroll={picker.isSearching ? undefined : picker.followScroll}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onPointerOver={onPointerOver}
      data-testid="emoji-list"
      sx={LIST_SX}
    >
      {data.isPending ? <Spinner size={32} label={t('emoji.loading')} sx={{ m: 2 }} /> : null}
      {data.isError ? (
        <Typography role="alert" color="error" sx={{ p: 1 }}>
          {t('emoji.loadFailed')}
        </Typography>
      ) : null}
      {data.isSuccess && !picker.hasEmojis ? (
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
            tone={picker.tone}
            activeIndex={position.section === sectionIndex ? position.index : -1}
          />
        ) : null,
      )}
    </Box>
  );
}
