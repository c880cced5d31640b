import type { TSubmittedFile } from '@atrium/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fileOpening } from './submit-model.ts';

type TAsk = (question: { title: string; text: string; confirm: string }) => Promise<boolean>;

/**
 * spec 3 §2: opens a stored file in a new tab: PowerPoint in the online viewer, large or
 * unusual files after the large-file confirmation.
 */
export function useFileOpener(ask: TAsk): (file: TSubmittedFile) => void {
  const { t } = useTranslation();
  return useCallback(
    (file) => {
      const { href, confirm } = fileOpening(file, window.location.origin);
      const open = () => window.open(href, '_blank', 'noopener,noreferrer');
      if (!confirm) {
        open();
        return;
      }
      void ask({
        title: t('submit.confirm.largeTitle'),
        text: t('submit.confirm.largeText'),
        confirm: t('submit.confirm.download'),
      }).then((yes) => {
        if (yes) open();
      });
    },
    [ask, t],
  );
}
