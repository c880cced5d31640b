import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import DOMPurify from 'dompurify';
import { type MouseEvent, useMemo } from 'react';
import { isAuthenticated, useSession } from '../auth/session-store.ts';
import { usePlatform } from '../features/platform/platform-context.tsx';
import { useCurrentUser } from '../features/users/user-queries.ts';
import { resolveContentLink } from '../lib/content-links.ts';
import { useAppNavigate } from '../shell/use-app-navigate.ts';

let configured = false;

const IFRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-presentation allow-popups allow-popups-to-escape-sandbox';

/**
 * DOMPurify settings for server-supplied HTML (DESIGN: DOMPurify for every server HTML):
 * links that open a new tab cannot reach back to the portal, and an embedded frame is kept
 * only when it is an https address (video players on welcome pages).
 */
function configurePurifier(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !(node instanceof Element)) return;
    if (!/^https:\/\//i.test(node.getAttribute('src') ?? '')) node.remove();
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An embedded player runs its scripts and forms but cannot navigate the portal away, nor
    // (Permissions-Policy of the server) use camera, microphone or location.
    if (node instanceof HTMLIFrameElement) {
      node.setAttribute('sandbox', IFRAME_SANDBOX);
      node.setAttribute('referrerpolicy', 'strict-origin');
    }
  });
}

function sanitiseHtml(html: string): string {
  configurePurifier();
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder'],
  });
}

export type TSafeHtmlProps = {
  html: string;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
  /**
   * Whether external links get the signed-in user's reference (spec 1 §2.3: organiser content).
   * Off for imported text (schedule descriptions): its links lead to sites nobody vetted.
   */
  withUserReference?: boolean;
};

/**
 * Renders sanitised server HTML. Links inside it follow spec 1 §2.3: external http(s) links
 * open in a new tab (with the user reference when signed in), other links route inside the
 * event without reloading the page. Loaded through ServerHtml, so DOMPurify (about 12 KB
 * gzipped) comes only with a page that shows server HTML.
 */
export default function SafeHtml({ html, sx, withUserReference = true, ...rest }: TSafeHtmlProps) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  const { eventCode } = usePlatform();
  const session = useSession();
  const user = useCurrentUser();
  const navigate = useAppNavigate();
  const ureventRef = withUserReference && isAuthenticated(session) ? user?.ureventRef : undefined;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const target = resolveContentLink(anchor.getAttribute('href'), eventCode, ureventRef);
    if (target.kind === 'none') return;
    event.preventDefault();
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    else navigate(target.path);
  };

  return (
    // The click handler only routes the links inside, which are keyboard operable themselves.
    <Box
      {...rest}
      onClick={onClick}
      sx={[
        {
          '& img': { maxWidth: '100%', height: 'auto' },
          '& iframe': { maxWidth: '100%' },
          // Links in the theme's colour (chosen for contrast on white), not the browser's blue;
          // a colour the organiser wrote on a link (inline style) still wins.
          '& a': { color: 'primary.main', textUnderlineOffset: '0.15em' },
          '& a:hover, & a:focus-visible': { textDecorationThickness: '2px' },
          overflowWrap: 'anywhere',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
