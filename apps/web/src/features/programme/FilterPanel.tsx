import type { TSessionFilters } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField.tsx';
import { hasActiveFilter, hourSlots, type TFilterChange, type TFilterState, toggleValue } from './programme-model.ts';
import { useProgrammeLabel } from './programme-queries.ts';

type TFilterPanelProps = {
  options: TSessionFilters | undefined;
  filter: TFilterState;
  onChange: (c: TFilterChange) => void;
};

const HOUR_SLOTS = hourSlots();

/** The panel's heading: it also names the phone's filter sheet. */
export const FILTER_TITLE_ID = 'programme-filters-title';

/** spec 2 §2.1: the filter side panel (desktop): time, type, theme with its colour legend, room. */
export function FilterPanel({ options, filter, onChange }: TFilterPanelProps) {
  const { t } = useTranslation();
  const label = useProgrammeLabel();
  // The toggles keep their identity across filter changes (they read the latest filter), so
  // a click re-renders only the checkbox whose state changed.
  const latest = useRef({ filter, onChange });
  useLayoutEffect(() => {
    latest.current = { filter, onChange };
  });
  const onType = useCallback((value: string) => {
    const { filter: current, onChange: change } = latest.current;
    change({ type: toggleValue(current.type, value) });
  }, []);
  const onTheme = useCallback((value: string) => {
    const { filter: current, onChange: change } = latest.current;
    change({ theme: toggleValue(current.theme, value) });
  }, []);
  const onRoom = useCallback((value: number) => {
    const { filter: current, onChange: change } = latest.current;
    change({ room: toggleValue(current.room, value) });
  }, []);
  const typeOptions = useMemo(
    () => (options?.types ?? []).map((type) => ({ value: type, label: label('type', type) })),
    [options, label],
  );
  const themeOptions = useMemo(() => {
    const colours = new Map(options?.themeItems.map((item) => [item.name, item.colour]));
    return (options?.themes ?? []).map((theme) => ({
      value: theme,
      label: label('theme', theme),
      colour: colours.get(theme),
    }));
  }, [options, label]);
  const roomOptions = useMemo(
    () => (options?.rooms ?? []).map((room) => ({ value: room.id, label: label('room', room.name) })),
    [options, label],
  );
  const timeOptions = useMemo(
    () => [
      { value: '', label: t('programme.filters.anyTime') },
      ...HOUR_SLOTS.map((slot) => ({ value: slot, label: slot })),
    ],
    [t],
  );
  return (
    <Box component="section" aria-labelledby={FILTER_TITLE_ID} data-testid="filter-panel" sx={{ p: 2 }}>
      <FilterStyles />
      <Typography id={FILTER_TITLE_ID} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('programme.filters.title')}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <SelectField
          fullWidth
          label={t('programme.filters.time')}
          value={filter.time ?? ''}
          options={timeOptions}
          onChange={(value) => onChange({ time: value || undefined })}
        />
      </Box>
      <CheckboxGroup
        label={t('programme.filters.type')}
        options={typeOptions}
        selected={filter.type}
        onToggle={onType}
      />
      <CheckboxGroup
        label={t('programme.filters.theme')}
        options={themeOptions}
        selected={filter.theme}
        onToggle={onTheme}
      />
      <CheckboxGroup
        label={t('programme.filters.room')}
        options={roomOptions}
        selected={filter.room}
        onToggle={onRoom}
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

/**
 * The groups' one stylesheet, written once per mount rather than on every render: the rows
 * are native checkboxes inside their labels (the whole label is the target, at least 44 px
 * high), styled like the app's ChoiceInput but by class name, so the dozens of rows of a
 * large programme cost no per-row style work.
 */
const filterStyles = (theme: Theme) => ({
  '.filter-group': {
    margin: theme.spacing(0, 0, 2),
    padding: 0,
    border: 0,
    minWidth: 0,
  },
  '.filter-group legend': { padding: 0, ...theme.typography.body1, fontWeight: 600, color: theme.palette.text.primary },
  '.filter-group .filter-option': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    minHeight: 44,
    width: 'fit-content',
    cursor: 'pointer',
    ...theme.typography.body1,
  },
  '.filter-group input': {
    width: 20,
    height: 20,
    margin: 0,
    flexShrink: 0,
    cursor: 'pointer',
    accentColor: theme.palette.primary.main,
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '.filter-group .filter-swatch': {
    display: 'inline-block',
    width: 12,
    height: 12,
    borderRadius: 2,
    marginRight: theme.spacing(1),
  },
});

const FilterStyles = memo(function FilterStyles() {
  return <GlobalStyles styles={filterStyles} />;
});

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
    <fieldset className="filter-group">
      <legend>{label}</legend>
      {options.map((option) => (
        <OptionRow
          key={option.value}
          value={option.value}
          label={option.label}
          colour={option.colour}
          checked={selected.includes(option.value)}
          onToggle={onToggle as (value: string | number) => void}
        />
      ))}
    </fieldset>
  );
}

const OptionRow = memo(function OptionRow({
  value,
  label,
  colour,
  checked,
  onToggle,
}: {
  value: string | number;
  label: string;
  colour?: string;
  checked: boolean;
  onToggle: (value: string | number) => void;
}) {
  return (
    <label className="filter-option">
      <input type="checkbox" checked={checked} onChange={() => onToggle(value)} />
      <span>
        {colour ? <span className="filter-swatch" aria-hidden style={{ backgroundColor: colour }} /> : null}
        {label}
      </span>
    </label>
  );
});
