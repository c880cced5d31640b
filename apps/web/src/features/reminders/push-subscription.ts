import { remindersRoutes } from '@atrium/contracts';
import { apiCall } from '../../api/client.ts';

/** Web Push needs a service worker, the Push API and notifications, on a secure page. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as the Push API takes it: the bytes of its base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ?? navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

/**
 * Asks for the permission to notify, subscribes this browser with the server's VAPID key and
 * hands the subscription to the server. 'denied' when the person (or the browser) refused.
 */
export async function subscribeToPush(platformId: number): Promise<'subscribed' | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { publicKey } = await apiCall(remindersRoutes.pushKey, { params: { platformId } });
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  await apiCall(remindersRoutes.subscribe, {
    params: { platformId },
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  return 'subscribed';
}

/** Forgets this browser's subscription, at the server and in the browser. */
export async function unsubscribeFromPush(platformId: number): Promise<void> {
  const worker = await navigator.serviceWorker.getRegistration('/');
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) return;
  await apiCall(remindersRoutes.unsubscribe, { params: { platformId }, query: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
