import Box from '@mui/material/Box';
import { useId } from 'react';

type TSelectFieldProps = {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  minWidth?: number;
  fullWidth?: boolean;
};

/**
 * A small outlined select with its label above it, on the native element: the browser gives
 * the keyboard handling, the phone's own picker and the combobox role. MUI's select (input
 * stack, menu, popover, transitions: about 30 KB gzipped) stays out of the pages that use it
 * (programme filters, submission filters).
 */
export function SelectField({ label, value, options, onChange, minWidth, fullWidth }: TSelectFieldProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth, width: fullWidth ? '100%' : undefined }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 500, color: 'text.primary' }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value)}
        sx={{
          m: 0,
          px: 1.25,
          py: 1,
          border: '1px solid',
          borderColor: 'grey.600',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          font: 'inherit',
          fontSize: '1rem',
          lineHeight: 1.5,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
          // The focused field gets a 2 px frame, as the app's text fields do.
          '&:focus-visible': {
            outline: 0,
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
