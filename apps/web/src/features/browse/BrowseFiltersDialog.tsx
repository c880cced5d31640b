import type { TSessionFilters } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../../components/form-controls.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { BrowseDialog } from './BrowseDialog.tsx';
import {
  countActiveFilters,
  NO_FILTERS,
  type TBrowseFilter,
  type TBrowseFilterChange,
  type TFilterFields,
  toggleValue,
} from './browse-model.ts';
import { useBrowseLabel } from './browse-queries.ts';

type TBrowseFiltersDialogProps = {
  open: boolean;
  onClose: () => void;
  options: TSessionFilters | undefined;
  fields: TFilterFields;
  filter: TBrowseFilter;
  onChange: (change: TBrowseFilterChange) => void;
  isPoster: boolean;
  fullScreen: boolean;
};

type TSelectOption = { value: string; label: string };

/**
 * spec 2 §2.3: the filters dialog: theme (topic), type, poster session, speaker, room as
 * native selects (the shared SelectField) and the keywords as the app's checkboxes, each shown as `fields` says. A choice
 * applies at once (the list behind follows the URL); Show results closes the dialog.
 */
export function BrowseFiltersDialog(props: TBrowseFiltersDialogProps) {
  const { open, onClose, options, fields, filter, onChange, isPoster, fullScreen } = props;
  const { t } = useTranslation();
  const label = useBrowseLabel(isPoster);
  const all = t('browse.filters.all');
  const choices = useMemo(() => {
    const withAll = (list: TSelectOption[]) => [{ value: '', label: all }, ...list];
    return {
      theme: withAll((options?.themes ?? []).map((theme) => ({ value: theme, label: label('theme', theme) }))),
      type: withAll((options?.types ?? []).map((type) => ({ value: type, label: label('type', type) }))),
      posterSession: withAll((options?.posterSessions ?? []).map((s) => ({ value: String(s.id), label: s.title }))),
      speaker: withAll((options?.speakers ?? []).map((s) => ({ value: String(s.id), label: s.reverseFullName }))),
      room: withAll((options?.rooms ?? []).map((r) => ({ value: String(r.id), label: label('room', r.name) }))),
      keywords: (options?.keywordItems ?? []).map((k) => ({ value: k, label: k })),
    };
  }, [options, label, all]);
  // One value per select (the URL may hold several: the first is shown, a choice replaces them).
  const names = (value: string) => (value ? [value] : []);
  const ids = (value: string) => (value ? [Number(value)] : []);
  return (
    <BrowseDialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      width={444}
      title={t('browse.filters.title')}
      data-testid="filters-dialog"
      actions={
        <>
          {countActiveFilters(filter) > 0 ? (
            <Button onClick={() => onChange(NO_FILTERS)}>{t('browse.filters.clear')}</Button>
          ) : null}
          <Button variant="contained" onClick={onClose}>
            {t('browse.filters.done')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {fields.theme ? (
          <SelectField
            fullWidth
            label={fields.themeIsTopic ? t('browse.filters.topic') : t('browse.filters.theme')}
            value={filter.theme[0] ?? ''}
            options={choices.theme}
            onChange={(value) => onChange({ theme: names(value) })}
          />
        ) : null}
        {fields.type ? (
          <SelectField
            fullWidth
            label={t('browse.filters.type')}
            value={filter.type[0] ?? ''}
            options={choices.type}
            onChange={(value) => onChange({ type: names(value) })}
          />
        ) : null}
        {fields.posterSession ? (
          <SelectField
            fullWidth
            label={t('browse.filters.posterSession')}
            value={String(filter.postersession[0] ?? '')}
            options={choices.posterSession}
            onChange={(value) => onChange({ postersession: ids(value) })}
          />
        ) : null}
        {fields.speaker ? (
          <SelectField
            fullWidth
            label={t('browse.filters.speaker')}
            value={String(filter.speaker[0] ?? '')}
            options={choices.speaker}
            onChange={(value) => onChange({ speaker: ids(value) })}
          />
        ) : null}
        {fields.room ? (
          <SelectField
            fullWidth
            label={t('browse.filters.room')}
            value={String(filter.room[0] ?? '')}
            options={choices.room}
            onChange={(value) => onChange({ room: ids(value) })}
          />
        ) : null}
        {fields.keywords ? (
          <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
            <Box component="legend" sx={{ p: 0, typography: 'body2', fontWeight: 500 }}>
              {t('browse.filters.keywords')}
            </Box>
            {choices.keywords.map((keyword) => (
              <ChoiceInput
                key={keyword.value}
                type="checkbox"
                label={keyword.label}
                checked={filter.keywords.includes(keyword.value)}
                onChange={() => onChange({ keywords: toggleValue(filter.keywords, keyword.value) })}
              />
            ))}
          </Box>
        ) : null}
      </Box>
    </BrowseDialog>
  );
}
