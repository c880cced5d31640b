/** spec 1 §2.4, §5: only http: and https: links are external and open in a new tab. */
export function isExternalLink(link: string | null | undefined): boolean {
  return typeof link === 'string' && /^https?:/i.test(link.trim());
}

export type TLinkTarget = { kind: 'external'; href: string } | { kind: 'internal'; path: string } | { kind: 'none' };

/**
 * Classifies a link from server content (menu items, ads, custom HTML):
 * external links get the user reference appended when one is given (spec 1 §2.3, only
 * for signed-in users); anything else is an internal path under the event code.
 */
export function classifyLink(
  link: string | null | undefined,
  eventCode: string,
  ureventRef?: string | null,
): TLinkTarget {
  const value = (link ?? '').trim();
  if (!value || value === '#') return { kind: 'none' };
  if (isExternalLink(value)) {
    return { kind: 'external', href: ureventRef ? withUserReference(value, ureventRef) : value };
  }
  if (/^(mailto|tel):/i.test(value)) return { kind: 'external', href: value };
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return { kind: 'none' };
  return { kind: 'internal', path: internalPath(value, eventCode) };
}

/** Appends ureventRef to an external address, keeping any fragment in place. */
export function withUserReference(href: string, ureventRef: string): string {
  const hashAt = href.indexOf('#');
  const base = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}ureventRef=${encodeURIComponent(ureventRef)}${hash}`;
}

/** A relative menu link (`programme`, `/programme`, `/DEMO/programme`) becomes `/{eventCode}/...`. */
export function internalPath(link: string, eventCode: string): string {
  const trimmed = link.replace(/^\/+/, '');
  const code = eventCode.toUpperCase();
  const [first, ...rest] = trimmed.split('/');
  if (first && first.toUpperCase() === code) return `/${[code, ...rest].join('/')}`;
  return `/${code}${trimmed ? `/${trimmed}` : '/'}`;
}
