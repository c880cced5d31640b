import { lazy, Suspense } from 'react';
import type { TUploadDialogProps } from './UploadDialog.tsx';

/** The upload dialog, with FilePond and its styles, loads when a list first opens it. */
const UploadDialog = lazy(() => import('./UploadDialog.tsx'));

export function LazyUploadDialog(props: TUploadDialogProps) {
  return (
    <Suspense fallback={null}>
      <UploadDialog {...props} />
    </Suspense>
  );
}
