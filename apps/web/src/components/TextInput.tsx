import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEvent, type ReactNode, useId } from 'react';

type TTextInputProps = {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'search';
  autoComplete?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  size?: 'small' | 'medium';
};

/**
 * An outlined text field with its label, helper text and error state wired for assistive
 * technology. Built from the input parts rather than MUI's TextField, whose select mode
 * would bring the whole menu and popover stack into the login page's first load.
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
  } = props;
  const id = useId();
  const helperId = useId();
  return (
    <FormControl fullWidth variant="outlined" required={required} error={error} size={size}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={required ? `${label} *` : label}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        endAdornment={endAdornment}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
