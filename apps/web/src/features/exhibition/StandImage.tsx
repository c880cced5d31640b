import type { THotspot } from '@atrium/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { useAppNavigate } from '../../shell/use-app-navigate.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { hotspotAction, hotspotBox, type THotspotAction } from './exhibition-model.ts';
import { logStandVideoView } from './exhibition-queries.ts';
import { HotspotDialog } from './HotspotDialog.tsx';
import { HotspotMark, hotspotStyle } from './HotspotMark.tsx';

const TYPE_LABELS: Record<THotspot['type'], TKey> = {
  Link: tKey('exhibition.hotspot.link'),
  Youtube: tKey('exhibition.hotspot.youtube'),
  Vimeo: tKey('exhibition.hotspot.vimeo'),
  IFrame: tKey('exhibition.hotspot.iframe'),
  Documents: tKey('exhibition.hotspot.documents'),
};

/**
 * spec 2 §2.6: the stand's picture and its hotspots, placed by percentages of the picture so
 * that they keep their place at any width, each marked without an outline until hovered or
 * focused (HotspotMark). Each is a control of its own (keyboard, a name saying its title and
 * kind): a link goes where it points (a new tab for an http(s) address); a video or frame opens
 * in a dialog (a film watched is logged); documents list their files in a dialog.
 */
export function StandImage({
  sponsorId,
  title,
  imageUri,
  hotspots,
  fullScreenDialogs,
}: {
  sponsorId: number;
  title: string;
  imageUri: string;
  hotspots: THotspot[];
  fullScreenDialogs: boolean;
}) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const navigate = useAppNavigate();
  const [open, setOpen] = useState<{ hotspot: THotspot; action: THotspotAction } | null>(null);
  if (!imageUri) return null;
  return (
    <Box component="section" aria-label={t('exhibition.stand.picture')} sx={{ mb: 3 }}>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: 1200, lineHeight: 0 }} data-testid="stand-image">
        <Box
          component="img"
          src={imageUri}
          alt={t('exhibition.stand.pictureAlt', { title })}
          sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: 1 }}
        />
        {hotspots.map((hotspot) => {
          const action = hotspotAction(hotspot, eventCode);
          const newTab = action.kind === 'newTab';
          const kind = `${hotspot.title} (${t(TYPE_LABELS[hotspot.type])})`;
          const name = newTab ? `${kind} ${t('app.opensInNewTab')}` : kind;
          const mark = <HotspotMark hotspot={hotspot} action={action} />;
          const common = {
            'aria-label': name,
            'data-testid': 'stand-hotspot',
            'data-hotspot-type': hotspot.type,
            sx: { ...hotspotStyle, ...hotspotBox(hotspot) },
          };
          if (action.kind === 'newTab' || action.kind === 'mail')
            return (
              <ButtonBase
                key={hotspot.id}
                component="a"
                href={action.href}
                {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                {...common}
              >
                {mark}
              </ButtonBase>
            );
          if (action.kind === 'internal')
            return (
              <ButtonBase
                key={hotspot.id}
                component="a"
                href={action.path}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  navigate(action.path);
                }}
                {...common}
              >
                {mark}
              </ButtonBase>
            );
          return (
            <ButtonBase
              key={hotspot.id}
              aria-haspopup={action.kind === 'none' ? undefined : 'dialog'}
              disabled={action.kind === 'none'}
              onClick={() => {
                // spec 2 §3 "Download log": a stand's film watched is a VIDEO_VIEW_ITEM of the stand.
                if (action.kind === 'frame' && (hotspot.type === 'Youtube' || hotspot.type === 'Vimeo'))
                  logStandVideoView(sponsorId, hotspot.id);
                setOpen({ hotspot, action });
              }}
              {...common}
            >
              {mark}
            </ButtonBase>
          );
        })}
      </Box>
      {open ? (
        <HotspotDialog
          sponsorId={sponsorId}
          hotspot={open.hotspot}
          action={open.action}
          fullScreen={fullScreenDialogs}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Box>
  );
}
