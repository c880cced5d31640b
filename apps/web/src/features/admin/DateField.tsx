import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import { useLocale } from '../../i18n/index.ts';
import { useProblemText } from './AdminFields.tsx';
import type { TFieldProblem } from './admin-form-model.ts';

type TDateFieldProps = {
  label: string;
  required?: boolean;
  /** "YYYY-MM-DD", or '' for none. */
  value: string;
  problem?: TFieldProblem;
  onChange: (value: string) => void;
  onBlur?: () => void;
  'data-testid'?: string;
};

/** The interface language's date conventions and the picker's own words in it. */
const LOCALES = {
  en: { adapter: 'en-gb', text: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
  fr: { adapter: 'fr', text: frFR.components.MuiLocalizationProvider.defaultProps.localeText },
} as const;

/**
 * A date typed or chosen from a calendar, written and named in the interface language (the
 * browser's own date input follows the browser's locale instead: an English interface in a
 * French browser showed "jj/mm/aaaa").
 */
export function DateField({ label, required, value, problem, onChange, onBlur, ...rest }: TDateFieldProps) {
  const locale = LOCALES[useLocale()] ?? LOCALES.en;
  const helperText = useProblemText()(label, problem);
  const date = value ? dayjs(value) : null;
  const change = (next: Dayjs | null) => onChange(next?.isValid() ? next.format('YYYY-MM-DD') : '');
  return (
    <Box data-testid={rest['data-testid']}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale.adapter} localeText={locale.text}>
        <DatePicker
          label={label}
          value={date?.isValid() ? date : null}
          onChange={change}
          format="DD/MM/YYYY"
          slotProps={{
            textField: { size: 'small', fullWidth: true, required, error: problem !== undefined, helperText, onBlur },
          }}
        />
      </LocalizationProvider>
    </Box>
  );
}
