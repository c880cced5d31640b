import { REACTION_KINDS, type TReactionKind } from '@atrium/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { memo, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tKey } from '../../../i18n/keys.ts';
import { FLOAT_MS, REACTION_EMOJI, type TFloat } from './reactions-model.ts';

/** Each reaction's name, read by screen readers and shown as its button's tooltip. */
const REACTION_NAME = {
  applause: tKey('player.reactions.kind.applause'),
  heart: tKey('player.reactions.kind.heart'),
  laugh: tKey('player.reactions.kind.laugh'),
  wow: tKey('player.reactions.kind.wow'),
  thumbsUp: tKey('player.reactions.kind.thumbsUp'),
  fire: tKey('player.reactions.kind.fire'),
} satisfies Record<TReactionKind, string>;

import { useReactions } from './use-reactions.ts';

// Transform and opacity only: the compositor moves them, the page lays nothing out again.
const rise = keyframes`
  from { transform: translate3d(0, 0, 0) scale(0.7); opacity: 0; }
  12% { opacity: 1; }
  to { transform: translate3d(var(--drift), -70cqh, 0) scale(1.15); opacity: 0; }
`;

/** The emoji in the air over the player: decoration for the eye (the bar names the reactions). */
const Floats = memo(function Floats({ floats, onLanded }: { floats: TFloat[]; onLanded: (id: number) => void }) {
  return (
    <Box
      aria-hidden
      data-testid="reaction-floats"
      sx={{
        position: 'absolute',
        // Over the player from its foot; over the title too when the content is only a banner.
        left: 0,
        right: 0,
        bottom: 0,
        height: 'max(100%, 240px)',
        overflow: 'hidden',
        pointerEvents: 'none',
        containerType: 'size',
        '& > span': {
          position: 'absolute',
          bottom: 8,
          fontSize: { xs: 24, md: 32 },
          lineHeight: 1,
          willChange: 'transform, opacity',
          animation: `${rise} ${FLOAT_MS}ms ease-out both`,
        },
      }}
    >
      {floats.map((f) => (
        <span
          key={f.id}
          data-testid="reaction-float"
          data-kind={f.kind}
          style={{ left: `${f.x}%`, animationDelay: `${f.delay}ms`, ['--drift' as string]: `${f.drift}px` }}
          onAnimationEnd={() => onLanded(f.id)}
        >
          {REACTION_EMOJI[f.kind]}
        </span>
      ))}
    </Box>
  );
});

/** The six reactions' buttons; with reduced motion each shows the count of the last seconds. */
function ReactionBar({
  send,
  counts,
}: {
  send: (kind: TReactionKind) => void;
  counts: Partial<Record<TReactionKind, number>> | null;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('player.reactions.bar')}
      data-testid="reaction-bar"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: { xs: 0.5, sm: 1 }, py: 1 }}
    >
      {REACTION_KINDS.map((kind) => {
        const name = t(REACTION_NAME[kind]);
        const count = counts?.[kind] ?? 0;
        const label = counts ? t('player.reactions.withCount', { name, count }) : name;
        return (
          <Tooltip key={kind} title={name}>
            <IconButton
              aria-label={label}
              data-testid={`reaction-${kind}`}
              onClick={() => send(kind)}
              sx={{ fontSize: 24, minWidth: 48, minHeight: 48, borderRadius: 6, gap: 0.5 }}
            >
              <span aria-hidden>{REACTION_EMOJI[kind]}</span>
              {counts ? (
                <Box component="span" aria-hidden data-testid={`reaction-count-${kind}`} sx={{ fontSize: 14 }}>
                  {count}
                </Box>
              ) : null}
            </IconButton>
          </Tooltip>
        );
      })}
    </Box>
  );
}

/** Whether the session is live now: from the page's answer, until its end passes. */
function useStillLive(isLive: boolean, end: string): boolean {
  const endsAt = Date.parse(end);
  const [live, setLive] = useState(() => isLive && !(endsAt <= Date.now()));
  useEffect(() => {
    const left = endsAt - Date.now();
    setLive(isLive && !(left <= 0));
    if (!isLive || !(left > 0) || left > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setLive(false), left);
    return () => clearTimeout(timer);
  }, [isLive, endsAt]);
  return live;
}

/**
 * The player with its reactions (docs/ARCHITECTURE.md, "Reactions on the stage"): while the session is live and the page is in
 * its hub group, the reaction bar under the content and the reactions of everyone floating over it.
 */
export function ReactionStage({
  sessionId,
  isLive,
  end,
  entered,
  children,
}: {
  sessionId: number;
  isLive: boolean;
  end: string;
  /** The page is in the session's hub group (the hub counts reactions only from there). */
  entered: boolean;
  children: ReactNode;
}) {
  const live = useStillLive(isLive, end);
  const on = live && entered;
  const reactions = useReactions(sessionId, on);
  const open = on && !reactions.closed;
  return (
    <>
      <Box sx={{ position: 'relative' }}>
        {children}
        {open ? <Floats floats={reactions.floats} onLanded={reactions.landed} /> : null}
      </Box>
      {open ? <ReactionBar send={reactions.send} counts={reactions.counts} /> : null}
    </>
  );
}
