import Person from '@mui/icons-material/Person';
import { useState } from 'react';
import { initials } from './directory-model.ts';

type TPersonAvatarProps = {
  person: { firstName: string; lastName: string; userName: string; photoUri: string };
};

/**
 * spec 2 §2.7, §8: the person's photo; without one, or when it fails to load, the initials of
 * up to 3 parts of the name, else a default icon. Decorative: the card's heading names the
 * person. Its looks are the card list's (`dc-avatar` in DirectoryCardList).
 */
export function PersonAvatar({ person }: TPersonAvatarProps) {
  const [failedUri, setFailedUri] = useState<string | null>(null);
  const photo = person.photoUri.trim();
  const letters = initials(person);
  const showsPhoto = photo !== '' && failedUri !== photo;
  return (
    <div className="dc-avatar" aria-hidden data-long={letters.length > 2 || undefined}>
      {showsPhoto ? (
        <img src={photo} alt="" loading="lazy" onError={() => setFailedUri(photo)} data-testid="directory-photo" />
      ) : letters ? (
        <span data-testid="directory-initials">{letters}</span>
      ) : (
        <Person />
      )}
    </div>
  );
}
