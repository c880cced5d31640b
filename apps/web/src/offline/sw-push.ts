/**
 * The service worker's part of reminders (docs/ARCHITECTURE.md, "Reminders"): a push from the
 * server shows a notification; a click on it focuses a window of the app on the session's page,
 * or opens one.
 */
declare const self: ServiceWorkerGlobalScope;

// A module of the worker (sw.ts imports it), not a script sharing the global scope.
export {};

interface TReminderPush {
  title: string;
  body: string;
  /** The session's player page, a path of this site. */
  url: string;
  tag?: string;
  /** The event's app icon. */
  icon?: string;
}

function readPush(event: PushEvent): TReminderPush | null {
  try {
    const data = event.data?.json() as Partial<TReminderPush> | undefined;
    if (!data || typeof data.title !== 'string') return null;
    return {
      title: data.title,
      body: String(data.body ?? ''),
      url: String(data.url ?? '/'),
      tag: data.tag,
      icon: data.icon,
    };
  } catch {
    return null;
  }
}

/** Only a path of this site is opened: a notification never leads elsewhere. */
function sameSite(url: string): string {
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? target.href : self.location.origin;
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  if (!push) return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      icon: push.icon,
      data: { url: push.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameSite(String((event.notification.data as { url?: string } | null)?.url ?? '/'));
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) {
        const focused = await open.focus();
        if (focused.url !== url) await focused.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
