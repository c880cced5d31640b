import GridView from '@mui/icons-material/GridView';
import Tune from '@mui/icons-material/Tune';
import ViewList from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/AppButton.tsx';
import { TextInput } from '../../components/form-controls.tsx';
import type { TListView } from './browse-model.ts';
import { useSearchInput } from './use-search-input.ts';

type TListToolbarProps = {
  searchLabel: string;
  search: string;
  onSearch: (text: string) => void;
  filterCount: number;
  onOpenFilters: () => void;
  view: TListView;
  onView: (view: TListView) => void;
  /** "12 posters found", when the event shows the count (spec 2 §2.3). */
  countText: string | null;
};

/** spec 2 §2.3: the list's search, the filters button, the grid / list switch and the count found. */
export function ListToolbar(props: TListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useSearchInput(props.search, props.onSearch);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
      <Box sx={{ flex: '1 1 240px', maxWidth: 480 }}>
        <TextInput
          type="search"
          size="small"
          label={props.searchLabel}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Box>
      <AppButton
        variant="outlined"
        startIcon={<Tune fontSize="small" />}
        aria-haspopup="dialog"
        onClick={props.onOpenFilters}
      >
        {props.filterCount > 0 ? t('browse.filters.openCount', { count: props.filterCount }) : t('browse.filters.open')}
      </AppButton>
      {/* Two pressed-or-not buttons: MUI's toggle group would be split out of the programme's chunk. */}
      <Box role="group" aria-label={t('browse.list.viewLabel')} sx={{ display: 'flex', gap: 0.5 }}>
        <AppButton
          variant={props.view === 'grid' ? 'contained' : 'outlined'}
          size="small"
          aria-pressed={props.view === 'grid'}
          aria-label={t('browse.list.grid')}
          onClick={() => props.onView('grid')}
        >
          <GridView fontSize="small" />
        </AppButton>
        <AppButton
          variant={props.view === 'list' ? 'contained' : 'outlined'}
          size="small"
          aria-pressed={props.view === 'list'}
          aria-label={t('browse.list.listView')}
          onClick={() => props.onView('list')}
        >
          <ViewList fontSize="small" />
        </AppButton>
      </Box>
      <Typography role="status" data-testid="list-count" sx={{ flexBasis: '100%' }}>
        {props.countText ?? ''}
      </Typography>
    </Box>
  );
}
