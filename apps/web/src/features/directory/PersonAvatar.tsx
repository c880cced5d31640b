import Person from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { initials } from './directory-model.ts';

type TPersonAvatarProps = {
  person: { firstName: string; lastName: string; userName: string; photoUri: string };
  /** spec 2 §9: 110 on wide screens, 60 at medium and down. */
  size: { xs: number; md: number };
};

/**
 * spec 2 §2.7, §8: the person's photo; without one, or when it fails to load, the initials of
 * up to 3 parts of the name, else a default icon. Decorative: the card's heading names the person.
 */
export function PersonAvatar({ person, size }: TPersonAvatarProps) {
  const [failedUri, setFailedUri] = useState<string | null>(null);
  const photo = person.photoUri.trim();
  const letters = initials(person);
  const showsPhoto = photo !== '' && failedUri !== photo;
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        fontSize: { xs: letters.length > 2 ? '1.1rem' : '1.4rem', md: letters.length > 2 ? '2rem' : '2.5rem' },
      }}
    >
      {showsPhoto ? (
        <Box
          component="img"
          src={photo}
          alt=""
          loading="lazy"
          onError={() => setFailedUri(photo)}
          data-testid="directory-photo"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', bgcolor: 'background.paper' }}
        />
      ) : letters ? (
        <span data-testid="directory-initials">{letters}</span>
      ) : (
        <Person sx={{ fontSize: '60%' }} />
      )}
    </Box>
  );
}
