import SentimentSatisfiedAlt from '@mui/icons-material/SentimentSatisfiedAlt';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withStrings } from '../../i18n/index.ts';

/** The dropdown and the emoji data load only when the picker is first wanted. */
const EmojiPickerPanel = lazy(() => withStrings(import('./EmojiPickerPanel.tsx'), 'emoji'));

type TEmojiPickerProps = {
  /** spec 3 §2: the emoji-picked event, with the chosen character (skin tone applied). */
  onPick: (character: string) => void;
  disabled?: boolean;
};

/**
 * The emoji picker of spec 3 §2, §4: a small face icon that toggles a dropdown above it.
 * A click outside or Esc closes it (Esc gives the focus back to the icon); choosing an emoji
 * raises onPick and closes it.
 */
export function EmojiPicker({ onPick, disabled = false }: TEmojiPickerProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // Set on the first hover, focus or open: starts loading the dropdown and its data.
  const [isWanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const pick = useCallback(
    (character: string) => {
      onPick(character);
      setOpen(false);
      // Keep the focus somewhere useful when the caller did not move it (e.g. to its input).
      const active = document.activeElement;
      if (!active || active === document.body || document.getElementById(panelId)?.contains(active)) {
        buttonRef.current?.focus();
      }
    },
    [onPick, panelId],
  );

  return (
    <ClickAwayListener onClickAway={() => isOpen && close(false)}>
      <Box sx={{ display: 'inline-flex', position: 'relative' }}>
        <IconButton
          ref={buttonRef}
          aria-label={t('emoji.open')}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          disabled={disabled}
          data-testid="emoji-picker-button"
          onPointerEnter={() => setWanted(true)}
          onFocus={() => setWanted(true)}
          onClick={() => {
            setWanted(true);
            setOpen((open) => !open);
          }}
        >
          <SentimentSatisfiedAlt />
        </IconButton>
        {isWanted ? (
          <Suspense fallback={null}>
            <EmojiPickerPanel
              id={panelId}
              anchorEl={buttonRef.current}
              isOpen={isOpen}
              onPick={pick}
              onClose={() => close(true)}
            />
          </Suspense>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}
