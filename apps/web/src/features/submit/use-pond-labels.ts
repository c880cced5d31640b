import type { FilePondOptions } from 'filepond';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * FilePond's texts in the interface language. spec 3 §8: an upload that fails or is canceled
 * reads "Upload canceled/failed", a failed removal "Remove failed", a failed revert "Revert failed".
 */
export function usePondLabels(): FilePondOptions {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language.
  return useMemo(
    () => ({
      labelIdle: `${t('submit.pond.idle')} <span class="filepond--label-action">${t('submit.pond.browse')}</span>`,
      labelInvalidField: t('submit.pond.invalidField'),
      labelFileWaitingForSize: t('submit.pond.waitingForSize'),
      labelFileSizeNotAvailable: t('submit.pond.sizeNotAvailable'),
      labelFileLoading: t('submit.pond.loading'),
      labelFileLoadError: t('submit.pond.loadError'),
      labelFileProcessing: t('submit.pond.uploading'),
      labelFileProcessingComplete: t('submit.pond.uploaded'),
      labelFileProcessingAborted: t('submit.pond.uploadFailed'),
      labelFileProcessingError: t('submit.pond.uploadFailed'),
      labelFileProcessingRevertError: t('submit.pond.revertFailed'),
      labelFileRemoveError: t('submit.pond.removeFailed'),
      labelTapToCancel: t('submit.pond.tapToCancel'),
      labelTapToRetry: t('submit.pond.tapToRetry'),
      labelTapToUndo: t('submit.pond.tapToUndo'),
      labelButtonRemoveItem: t('submit.pond.remove'),
      labelButtonAbortItemLoad: t('submit.pond.abort'),
      labelButtonRetryItemLoad: t('submit.pond.retry'),
      labelButtonAbortItemProcessing: t('submit.pond.cancel'),
      labelButtonUndoItemProcessing: t('submit.pond.undo'),
      labelButtonRetryItemProcessing: t('submit.pond.retry'),
      labelButtonProcessItem: t('submit.pond.upload'),
      labelMaxFileSizeExceeded: t('submit.pond.tooLarge'),
      labelMaxFileSize: t('submit.pond.maxSize'),
      labelFileTypeNotAllowed: t('submit.pond.wrongType'),
    }),
    [t, i18n.language],
  );
}
