import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Text } from './Text.tsx';

/** A page-sized message with its own heading (not found, errors); used without banner or drawer. */
export function FullPageMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Text variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Text>
      {children}
    </Box>
  );
}
