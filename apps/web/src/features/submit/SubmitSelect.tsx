import Box from '@mui/material/Box';
import { useId } from 'react';

type TSubmitSelectProps = {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

/**
 * A small select with its label above it, on the native element: the browser gives the
 * keyboard handling, the phone's own picker and the combobox role (as the programme's filters).
 */
export function SubmitSelect({ label, value, options, onChange }: TSubmitSelectProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 180 }}>
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
