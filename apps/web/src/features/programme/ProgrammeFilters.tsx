import type { TSessionFilters } from '@atrium/contracts';
import Close from '@mui/icons-material/Close';
import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/AppButton.tsx';
import { FILTER_TITLE_ID, FilterPanel } from './FilterPanel.tsx';
import type { TFilterChange, TFilterState } from './programme-model.ts';

export const FILTER_PANEL_ID = 'programme-filter-panel';

/** Shows or hides the filters: the desktop column (for a wider calendar), the phone's sheet. */
export function FilterToggle({ isShown, onToggle }: { isShown: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <AppButton
      variant="outlined"
      size="small"
      startIcon={<FilterList fontSize="small" />}
      aria-expanded={isShown}
      aria-controls={isShown ? FILTER_PANEL_ID : undefined}
      onClick={onToggle}
    >
      {isShown ? t('programme.filters.hide') : t('programme.filters.show')}
    </AppButton>
  );
}

type TFilterProps = {
  options: TSessionFilters | undefined;
  filter: TFilterState;
  onChange: (change: TFilterChange) => void;
};

/** The phone's filters: a sheet from the bottom of the screen, over the programme. */
export function FilterSheet({ isOpen, onClose, ...panel }: TFilterProps & { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="bottom"
      open={isOpen}
      onClose={onClose}
      slotProps={{
        // The sheet is a dialog: named by the panel's heading (FilterPanel's "Filters").
        paper: {
          'aria-labelledby': FILTER_TITLE_ID,
          sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
        },
      }}
    >
      <Box id={FILTER_PANEL_ID} data-testid="filter-sheet" sx={{ position: 'relative' }}>
        <IconButton
          onClick={onClose}
          aria-label={t('programme.filters.hide')}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <Close />
        </IconButton>
        <FilterPanel {...panel} />
      </Box>
    </Drawer>
  );
}
