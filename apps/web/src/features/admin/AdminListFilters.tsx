import Add from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form-controls.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { displayDate } from './admin-form-model.ts';
import type { TListState } from './admin-list-model.ts';

type TFiltersProps = {
  state: TListState;
  /** The dates and rooms the event's sessions have. */
  dates: readonly string[];
  rooms: readonly { id: number; name: string }[];
  /** The search box's text (sent once typing pauses). */
  search: string;
  onSearch: (text: string) => void;
  onChange: (next: Partial<TListState>) => void;
  onAddSession: () => void;
};

/** spec 3 §2: the admin session list's date, room and search filters, and its Add session button. */
export function AdminListFilters({ state, dates, rooms, search, onSearch, onChange, onAddSession }: TFiltersProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="search"
      aria-label={t('admin.filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}
    >
      <SelectField
        minWidth={180}
        label={t('admin.filters.date')}
        value={state.date}
        onChange={(date) => onChange({ date })}
        options={[
          { value: '', label: t('admin.filters.allDates') },
          ...dates.map((date) => ({ value: date, label: displayDate(date) })),
        ]}
      />
      <SelectField
        minWidth={180}
        label={t('admin.filters.room')}
        value={state.roomId}
        onChange={(roomId) => onChange({ roomId })}
        options={[
          { value: '', label: t('admin.filters.allRooms') },
          ...rooms.map((room) => ({ value: String(room.id), label: room.name })),
        ]}
      />
      <Box sx={{ width: 320 }}>
        <TextInput
          type="search"
          size="small"
          label={t('admin.filters.search')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </Box>
      <Box sx={{ flex: 1 }} />
      <Button variant="contained" startIcon={<Add />} onClick={onAddSession} data-testid="admin-add-session">
        {t('admin.actions.addSession')}
      </Button>
    </Box>
  );
}
