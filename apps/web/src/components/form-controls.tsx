import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../api/api-error.ts';

/*
 * The form controls of the account pages and the profile form: a text field, a checkbox or
 * radio button, and a message box. Built on native elements styled like MUI's (the MUI
 * versions would put about 12 KB gzipped of input, checkbox, radio and alert code in the
 * login page's and the consent dialog's first load), and kept in one module so that the
 * pages that use them download one small file.
 */

type TTextInputProps = {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'search';
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** A control shown inside the field, after the text (the password's show/hide button). */
  endAdornment?: ReactNode;
  size?: 'small' | 'medium';
};

/**
 * An outlined text field: a native input with its label above it and its helper text below,
 * wired for assistive technology (label, required, invalid, description). Built on the
 * native elements rather than MUI's input stack (InputBase, OutlinedInput, InputLabel,
 * FormControl, TextareaAutosize: about 7 KB gzipped), which the login page and the consent
 * dialog would otherwise load first. The border keeps 3:1 against the page (WCAG 1.4.11).
 */
export function TextInput(props: TTextInputProps) {
  const {
    label,
    value,
    onChange,
    name,
    type = 'text',
    autoComplete,
    required,
    error,
    helperText,
    endAdornment,
    size,
    rows,
    maxLength,
  } = props;
  const id = useId();
  const helperId = useId();
  const small = size === 'small';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, width: '100%' }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ typography: 'body2', fontWeight: 500, color: error ? 'error.main' : 'text.primary' }}
      >
        {label}
        {required ? (
          <Box component="span" aria-hidden="true">
            {' *'}
          </Box>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          border: '1px solid',
          borderColor: error ? 'error.main' : 'grey.600',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
          // The focused field gets a 2 px frame, as MUI's outlined fields do.
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
        }}
      >
        <Box
          component={rows ? 'textarea' : 'input'}
          id={id}
          name={name}
          type={rows ? undefined : type}
          rows={rows}
          maxLength={maxLength}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? helperId : undefined}
          value={value}
          onChange={onChange}
          sx={{
            flex: 1,
            minWidth: 0,
            border: 0,
            outline: 0,
            m: 0,
            px: 1.75,
            py: small ? 1 : 1.75,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: '1rem',
            lineHeight: 1.5,
            borderRadius: 1,
            resize: 'vertical',
          }}
        />
        {endAdornment ? <Box sx={{ display: 'flex', pr: 0.5, color: 'text.secondary' }}>{endAdornment}</Box> : null}
      </Box>
      {helperText ? (
        <Box id={helperId} sx={{ typography: 'caption', color: error ? 'error.main' : 'text.secondary', mx: 0.25 }}>
          {helperText}
        </Box>
      ) : null}
    </Box>
  );
}

type TChoiceInputProps = {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  value?: string;
  /** Language of the label when it differs from the page's (language names). */
  lang?: string;
};

/**
 * A native checkbox or radio button inside its label, in the theme's colour. The whole
 * label is the target (at least 44 px high); keyboard, checked state and grouping (radios
 * sharing a name inside a fieldset) are the browser's own. Lighter than MUI's
 * Checkbox/Radio/FormControlLabel stack, which the login page and consent dialog would load.
 */
export function ChoiceInput({ type, label, checked, onChange, name, value, lang }: TChoiceInputProps) {
  return (
    <Box
      component="label"
      lang={lang}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 44, width: 'fit-content', cursor: 'pointer' }}
    >
      <Box
        component="input"
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        sx={{
          width: 20,
          height: 20,
          m: 0,
          flexShrink: 0,
          cursor: 'pointer',
          accentColor: (theme) => theme.palette.primary.main,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      />
      <Box component="span" sx={{ typography: 'body1' }}>
        {label}
      </Box>
    </Box>
  );
}

export type TNoticeSeverity = 'success' | 'info' | 'error';

/** The colours of MUI's standard alerts (text on tint, both AA). */
const TONES = {
  success: { Icon: CheckCircleOutline, background: '#EDF7ED', text: '#1E4620', icon: '#2E7D32' },
  info: { Icon: InfoOutlined, background: '#E5F6FD', text: '#014361', icon: '#0277BD' },
  error: { Icon: ErrorOutline, background: '#FDEDED', text: '#5F2120', icon: '#C62828' },
} as const;

type TNoticeProps = {
  severity: TNoticeSeverity;
  children: ReactNode;
  /** Defaults to `alert` for errors (announced at once) and `status` otherwise. */
  role?: 'alert' | 'status' | 'none';
  id?: string;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
};

/**
 * A message in a tinted box with its icon: the look of MUI's Alert without its weight
 * (Paper, four icons, action slots), as forms on the first screens show one.
 */
export function Notice({ severity, children, role, sx, ...rest }: TNoticeProps) {
  const tone = TONES[severity];
  return (
    <Box
      role={role ?? (severity === 'error' ? 'alert' : 'status')}
      {...rest}
      sx={[
        {
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          bgcolor: tone.background,
          color: tone.text,
          typography: 'body2',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <tone.Icon aria-hidden="true" fontSize="small" sx={{ color: tone.icon, mt: '1px', flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/**
 * The error of a failed form: the server's own message when it refused the input (400),
 * else the form's translated text (`fallback`).
 */
export function FailureNotice({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useTranslation();
  const refusal = refusalMessage(error);
  return <Notice severity="error">{refusal ? t('app.refused', { message: refusal }) : fallback}</Notice>;
}
