import { classifyLink, type TLinkTarget } from '@atrium/contracts';

/** Server paths that are files or API answers, never screens of the SPA. */
const SERVER_RESOURCE = /^\/(files|api)\//;

/**
 * Where a link inside server-supplied content goes (spec 1 §2.3, §2.4): same-page anchors
 * stay with the browser, server files open in a new tab, external http(s) links open in a
 * new tab with the user reference appended when one is given (signed-in users only), and
 * anything else is routed inside the event.
 */
export function resolveContentLink(
  href: string | null | undefined,
  eventCode: string,
  ureventRef?: string | null,
): TLinkTarget {
  const value = (href ?? '').trim();
  if (value.startsWith('#')) return { kind: 'none' };
  if (SERVER_RESOURCE.test(value)) return { kind: 'external', href: value };
  return classifyLink(value, eventCode, ureventRef);
}
