import { EMOJI_PICKER_OFFSET_PX } from '@atrium/contracts';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmojiList } from './panel/EmojiList.tsx';
import { EmojiPanelHeader } from './panel/EmojiPanelHeader.tsx';
import { PANEL_WIDTH_PX } from './panel/EmojiSection.tsx';
import { useEmojiPicker } from './panel/use-emoji-picker.ts';

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
  const picker = useEmojiPicker(isOpen, onPick);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

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
        <EmojiPanelHeader picker={picker} />
        <EmojiList id={id} picker={picker} />
      </Paper>
    </Popper>
  );
}
