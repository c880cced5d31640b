import type { TSessionItem } from '@atrium/contracts';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useAppNavigate } from '../../shell/use-app-navigate.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { launchTarget } from './browse-model.ts';
import { ItemDialog } from './ItemDialog.tsx';
import { NoContentDialog } from './NoContentDialog.tsx';

/**
 * What choosing a card does (spec 2 §2.3, §4): a poster with a description opens its dialog;
 * an active card goes where it launches (a new tab for external content and PDFs, else the
 * session page); an inactive one raises the no-content dialog. Returns the dialogs to render.
 */
export function useCardOpen(): { onOpen: (item: TSessionItem) => void; dialogs: ReactNode } {
  const { eventCode } = usePlatform();
  const navigate = useAppNavigate();
  const isMobile = useIsMobile();
  const [described, setDescribed] = useState<TSessionItem | null>(null);
  const [isNoContentOpen, setIsNoContentOpen] = useState(false);
  // The cards are memoised: the callback keeps its identity and reads the latest route.
  const latest = useRef({ eventCode, navigate });
  useLayoutEffect(() => {
    latest.current = { eventCode, navigate };
  });
  const onOpen = useCallback((item: TSessionItem) => {
    if (item.isAPoster && item.description) {
      setDescribed(item);
      return;
    }
    const target = launchTarget(item, latest.current.eventCode);
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    else if (target.kind === 'internal') latest.current.navigate(target.path);
    else setIsNoContentOpen(true);
  }, []);
  const closeNoContent = useCallback(() => setIsNoContentOpen(false), []);
  const dialogs = (
    <>
      {described ? (
        <ItemDialog item={described} variant="poster" onClose={() => setDescribed(null)} fullScreen={isMobile} />
      ) : null}
      <NoContentDialog open={isNoContentOpen} onClose={closeNoContent} />
    </>
  );
  return { onOpen, dialogs };
}
