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
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { tKey } from '../../../i18n/keys.ts';
import { SKIN_TONES, type TEmojiCategory, type TSkinTone } from '../emoji-model.ts';
import { CATEGORY_LABELS } from './EmojiSection.tsx';
import type { TEmojiPicker } from './use-emoji-picker.ts';

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

/** The search box, the skin-tone toggle and its selector, and the category toolbar (spec 3 §4). */
export function EmojiPanelHeader({ picker }: { picker: TEmojiPicker }) {
  const { t } = useTranslation();
  const { state, dispatch, tone } = picker;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        <TextField
          autoFocus
          value={state.search}
          onChange={(event) => dispatch({ type: 'searched', text: event.target.value })}
          onKeyDown={(event) => {
            // The picker may sit inside a form: Enter must not submit it.
            if (event.key === 'Enter') event.preventDefault();
            if (event.key === 'ArrowDown' && picker.hasEmojis) {
              event.preventDefault();
              picker.focusPosition(picker.position);
            }
          }}
          placeholder={t('emoji.search')}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { 'aria-label': t('emoji.search'), 'data-testid': 'emoji-search' } }}
        />
        <IconButton
          ref={picker.toneButtonRef}
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
              onClick={() => picker.chooseTone(option.name)}
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
              onClick={() => picker.chooseCategory(category)}
              sx={{ borderRadius: 1, borderBottom: 2, borderColor: isActive ? 'primary.main' : 'transparent' }}
            >
              <Icon fontSize="small" />
            </IconButton>
          );
        })}
      </Box>
    </>
  );
}
