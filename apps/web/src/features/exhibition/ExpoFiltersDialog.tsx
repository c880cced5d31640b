import type { TSponsorFilterOptions } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../../components/form-controls.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { ExpoDialog } from './ExpoDialog.tsx';
import {
  countExpoFilters,
  NO_EXPO_FILTERS,
  type TExpoFilter,
  type TExpoFilterChange,
  toggleValue,
} from './exhibition-model.ts';

type TExpoFiltersDialogProps = {
  open: boolean;
  onClose: () => void;
  options: TSponsorFilterOptions | undefined;
  filter: TExpoFilter;
  onChange: (change: TExpoFilterChange) => void;
  fullScreen: boolean;
};

/**
 * spec 2 §2.5: the exhibition's filters: group, theme, industry and expertise as native selects
 * and the keywords as checkboxes. A choice applies at once (the list behind follows the URL);
 * Show results closes the dialog.
 */
export function ExpoFiltersDialog({ open, onClose, options, filter, onChange, fullScreen }: TExpoFiltersDialogProps) {
  const { t } = useTranslation();
  const all = t('exhibition.filters.all');
  const choices = useMemo(() => {
    const names = (list: string[] | undefined) => [
      { value: '', label: all },
      ...(list ?? []).map((name) => ({ value: name, label: name })),
    ];
    return {
      group: [
        { value: '', label: all },
        ...(options?.groups ?? []).map((g) => ({ value: String(g.id), label: g.title })),
      ],
      theme: names(options?.themes),
      industry: names(options?.industries),
      expertise: names(options?.expertises),
    };
  }, [options, all]);
  // One value per select (the URL may hold several: the first is shown, a choice replaces them).
  const one = (value: string) => (value ? [value] : []);
  const selects = [
    { key: 'theme', label: t('exhibition.filters.theme') },
    { key: 'industry', label: t('exhibition.filters.industry') },
    { key: 'expertise', label: t('exhibition.filters.expertise') },
  ] as const;
  return (
    <ExpoDialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      width={444}
      title={t('exhibition.filters.title')}
      data-testid="expo-filters-dialog"
      actions={
        <>
          {countExpoFilters(filter) > 0 ? (
            <Button onClick={() => onChange(NO_EXPO_FILTERS)}>{t('exhibition.filters.clear')}</Button>
          ) : null}
          <Button variant="contained" onClick={onClose}>
            {t('exhibition.filters.done')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <SelectField
          fullWidth
          label={t('exhibition.filters.group')}
          value={String(filter.group[0] ?? '')}
          options={choices.group}
          onChange={(value) => onChange({ group: value ? [Number(value)] : [] })}
        />
        {selects.map(({ key, label }) => (
          <SelectField
            key={key}
            fullWidth
            label={label}
            value={filter[key][0] ?? ''}
            options={choices[key]}
            onChange={(value) => onChange({ [key]: one(value) })}
          />
        ))}
        {options?.keywords.length ? (
          <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
            <Box component="legend" sx={{ p: 0, typography: 'body2', fontWeight: 500 }}>
              {t('exhibition.filters.keywords')}
            </Box>
            {options.keywords.map((keyword) => (
              <ChoiceInput
                key={keyword}
                type="checkbox"
                label={keyword}
                checked={filter.keywords.includes(keyword)}
                onChange={() => onChange({ keywords: toggleValue(filter.keywords, keyword) })}
              />
            ))}
          </Box>
        ) : null}
      </Box>
    </ExpoDialog>
  );
}
