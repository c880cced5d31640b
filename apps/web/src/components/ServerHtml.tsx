import { lazy, type ReactNode, Suspense } from 'react';
import type { TSafeHtmlProps } from './SafeHtml.tsx';

const SafeHtml = lazy(() => import('./SafeHtml.tsx'));

/**
 * Server-supplied HTML, sanitised (DESIGN: DOMPurify for every server HTML). The sanitiser
 * loads with the first piece of HTML a page shows, never with a page that has none.
 */
export function ServerHtml({ fallback = null, ...props }: TSafeHtmlProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <SafeHtml {...props} />
    </Suspense>
  );
}
