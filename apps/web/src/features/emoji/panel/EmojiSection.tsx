import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { tKey } from '../../../i18n/keys.ts';
import { type TEmoji, type TEmojiCategory, type TGridPosition, type TSkinTone, withSkinTone } from '../emoji-model.ts';

export const CATEGORY_LABELS = {
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

/** Grid geometry: 8 emojis of 36 px a row keep the dropdown within a 360 px phone screen. */
export const COLUMNS = 8;
export const CELL_PX = 36;
const HEADING_PX = 28;
export const PANEL_WIDTH_PX = 8 * CELL_PX + 32;

export type TSection = { category: TEmojiCategory; emojis: TEmoji[] };

export const positionKey = (position: TGridPosition) => `${position.section}-${position.index}`;

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
export const EmojiSection = memo(function EmojiSection({
  idPrefix,
  sectionIndex,
  section,
  tone,
  activeIndex,
}: TSectionProps) {
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
