import { platformRoutes, type TPlatformSettings } from '@atrium/contracts';
import { useEffect } from 'react';

/**
 * The event's web app manifest (the server's, per event: title, colour, icons) named in the
 * page's head, so that the browser offers to install the event's pages as an app; the address
 * bar takes the event's colour.
 */
export function useAppManifest(settings: TPlatformSettings): void {
  const { eventId } = settings;
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.append(link);
    }
    link.href = platformRoutes.manifest.path.replace(':platformId', String(eventId));
  }, [eventId]);
}
