import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField.tsx';
import { useLocale } from '../../i18n/index.ts';
import { formatLongDate, formatShortDate } from '../../lib/day-format.ts';

type TDateSelectorProps = {
  dates: string[];
  value: string | undefined;
  onChange: (date: string) => void;
  /** button group (desktop), dropdown (mobile), or tabs (old calendar, desktop). */
  variant: 'buttons' | 'dropdown' | 'tabs';
};

/** spec 2 §2.1: the date selector (memoised: a filter change leaves it alone). */
export const DateSelector = memo(function DateSelector({ dates, value, onChange, variant }: TDateSelectorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (dates.length === 0 || !value) return null;
  if (variant === 'dropdown') {
    return (
      <SelectField
        label={t('programme.date')}
        value={value}
        options={dates.map((date) => ({ value: date, label: formatLongDate(date, locale) }))}
        onChange={onChange}
        minWidth={220}
      />
    );
  }
  if (variant === 'tabs') {
    return (
      <Tabs
        value={value}
        onChange={(_, date: string) => onChange(date)}
        variant="scrollable"
        aria-label={t('programme.date')}
      >
        {dates.map((date) => (
          <Tab key={date} value={date} label={formatShortDate(date, locale)} />
        ))}
      </Tabs>
    );
  }
  return (
    <ButtonGroup aria-label={t('programme.date')} sx={{ flexWrap: 'wrap' }}>
      {dates.map((date) => (
        <Button
          key={date}
          variant={date === value ? 'contained' : 'outlined'}
          aria-pressed={date === value}
          onClick={() => onChange(date)}
        >
          {formatShortDate(date, locale)}
        </Button>
      ))}
    </ButtonGroup>
  );
});
