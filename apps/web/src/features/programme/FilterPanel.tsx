import type { TSessionFilters } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hasActiveFilter, hourSlots, type TFilterChange, type TFilterState, toggleValue } from './programme-model.ts';

type TFilterPanelProps = {
  options: TSessionFilters | undefined;
  filter: TFilterState;
  onChange: (c: TFilterChange) => void;
};

/** spec 2 §2.1: the filter side panel (desktop): time, type, theme with its colour legend, room. */
export function FilterPanel({ options, filter, onChange }: TFilterPanelProps) {
  const { t } = useTranslation();
  const colours = new Map(options?.themeItems.map((item) => [item.name, item.colour]));
  return (
    <Box component="section" aria-labelledby="programme-filters-title" data-testid="filter-panel" sx={{ p: 2 }}>
      <Typography id="programme-filters-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('programme.filters.title')}
      </Typography>
      <TextField
        select
        fullWidth
        size="small"
        label={t('programme.filters.time')}
        value={filter.time ?? ''}
        onChange={(event) => onChange({ time: event.target.value || undefined })}
        sx={{ mb: 2 }}
      >
        <MenuItem value="">{t('programme.filters.anyTime')}</MenuItem>
        {hourSlots().map((slot) => (
          <MenuItem key={slot} value={slot}>
            {slot}
          </MenuItem>
        ))}
      </TextField>
      <CheckboxGroup
        label={t('programme.filters.type')}
        options={(options?.types ?? []).map((type) => ({ value: type, label: type }))}
        selected={filter.type}
        onToggle={(value) => onChange({ type: toggleValue(filter.type, value) })}
      />
      <CheckboxGroup
        label={t('programme.filters.theme')}
        options={(options?.themes ?? []).map((theme) => ({ value: theme, label: theme, colour: colours.get(theme) }))}
        selected={filter.theme}
        onToggle={(value) => onChange({ theme: toggleValue(filter.theme, value) })}
      />
      <CheckboxGroup
        label={t('programme.filters.room')}
        options={(options?.rooms ?? []).map((room) => ({ value: room.id, label: room.name }))}
        selected={filter.room}
        onToggle={(value) => onChange({ room: toggleValue(filter.room, value) })}
      />
      {hasActiveFilter(filter) ? (
        <Button onClick={() => onChange({ room: [], theme: [], type: [], time: undefined })}>
          {t('programme.filters.clear')}
        </Button>
      ) : null}
    </Box>
  );
}

type TOption<V> = { value: V; label: string; colour?: string };

function CheckboxGroup<V extends string | number>({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  options: TOption<V>[];
  selected: V[];
  onToggle: (value: V) => void;
}) {
  if (options.length === 0) return null;
  return (
    <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
            }
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {option.colour ? (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: option.colour, flexShrink: 0 }}
                  />
                ) : null}
                {option.label}
              </Box>
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
