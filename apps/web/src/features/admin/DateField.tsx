import Box from '@mui/material/Box';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
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
  en: { adapter: enGB, text: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
  fr: { adapter: fr, text: frFR.components.MuiLocalizationProvider.defaultProps.localeText },
} as const;

/**
 * (A chunk of its own, loaded with the session form; date-fns rather than the dayjs the reports
 * use, so that no chunk is shared with them and the first load's preload lists stay as they are.)
 * A date typed or chosen from a calendar, written and named in the interface language (the
 * browser's own date input follows the browser's locale instead: an English interface in a
 * French browser showed "jj/mm/aaaa").
 */
export default function DateField({ label, required, value, problem, onChange, onBlur, ...rest }: TDateFieldProps) {
  const locale = LOCALES[useLocale()] ?? LOCALES.en;
  const helperText = useProblemText()(label, problem);
  const date = value ? parseISO(value) : null;
  const change = (next: Date | null) => onChange(next && isValid(next) ? format(next, 'yyyy-MM-dd') : '');
  return (
    <Box data-testid={rest['data-testid']}>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale.adapter} localeText={locale.text}>
        <DatePicker
          label={label}
          value={date && isValid(date) ? date : null}
          onChange={change}
          format="dd/MM/yyyy"
          slotProps={{
            textField: { size: 'small', fullWidth: true, required, error: problem !== undefined, helperText, onBlur },
          }}
        />
      </LocalizationProvider>
    </Box>
  );
}
