import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LanguageToggle } from '../../components/LanguageToggle.tsx';
import { Text } from '../../components/Text.tsx';
import { usePlatform } from '../platform/platform-context.tsx';

/** Full-page frame of the account pages: the event's login image behind a card with its logo or title. */
export function AuthPageLayout({ children }: { children: ReactNode }) {
  const { settings } = usePlatform();
  const background = settings.loginImageUri || settings.portalBackgroundImageUri;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'grey.100',
        backgroundImage: background ? `url("${encodeURI(background)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Box
        sx={{
          width: '100%',
          maxWidth: 440,
          p: { xs: 3, sm: 4 },
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 3,
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <LanguageToggle />
        </Box>
        {/* The event's name once: its banner (its logo) when it has one, standing for the title, else the title. */}
        <Text component="h1" variant="h5" sx={{ textAlign: 'center', fontWeight: 600, mb: 3 }}>
          {settings.bannerImageUri ? (
            <Box
              component="img"
              src={settings.bannerImageUri}
              alt={settings.eventTitle}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 96, mx: 'auto', objectFit: 'contain' }}
            />
          ) : (
            settings.eventTitle
          )}
        </Text>
        {children}
      </Box>
    </Box>
  );
}
