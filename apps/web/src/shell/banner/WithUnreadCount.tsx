import { lazy, Suspense } from 'react';

// MUI's Badge loads only when there is something to count (it shows nothing at 0).
const Badge = lazy(() => import('@mui/material/Badge'));

/** An icon with its unread count; the count's badge loads with the first unread item. */
export function WithUnreadCount({ count, children }: { count: number; children: React.ReactElement }) {
  if (count <= 0) return children;
  return (
    <Suspense fallback={children}>
      <Badge badgeContent={count} color="accent" data-testid="unread-badge">
        {children}
      </Badge>
    </Suspense>
  );
}
