import type { TLocale } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { type TEmoji, toEmojis } from './emoji-model.ts';

/**
 * The emoji data set (emojibase-data, descriptions in the interface language) is loaded with a
 * dynamic import the first time a picker opens, so it is its own chunk and never part of a
 * page's first load. Once loaded it stays for the visit.
 */
async function loadEmojis(locale: TLocale): Promise<TEmoji[]> {
  const data =
    locale === 'fr'
      ? (await import('emojibase-data/fr/compact.json')).default
      : (await import('emojibase-data/en/compact.json')).default;
  return toEmojis(data);
}

export function useEmojiData(locale: TLocale, enabled: boolean) {
  return useQuery({
    queryKey: ['emoji-data', locale] as const,
    queryFn: () => loadEmojis(locale),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
