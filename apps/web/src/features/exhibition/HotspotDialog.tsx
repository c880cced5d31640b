import type { THotspot } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ExpoDialog } from './ExpoDialog.tsx';
import type { THotspotAction } from './exhibition-model.ts';
import { logHotspotDownload } from './exhibition-queries.ts';
import { DocumentLink } from './StandDocuments.tsx';

/** Room around a frame inside its dialog (the dialog's side padding). */
const DIALOG_PADDING = 48;

/**
 * The dialog of a video, frame or documents hotspot (spec 2 §2.6): the frame at the hotspot's
 * size (vidWidth × vidHeight), shrinking with its proportions on a narrow window; or the list
 * of the hotspot's files (up to 5), each a download.
 */
export function HotspotDialog({
  sponsorId,
  hotspot,
  action,
  fullScreen,
  onClose,
}: {
  sponsorId: number;
  hotspot: THotspot;
  action: THotspotAction;
  fullScreen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (action.kind === 'frame')
    return (
      <ExpoDialog
        open
        onClose={onClose}
        title={hotspot.title}
        fullScreen={fullScreen}
        width={action.width + DIALOG_PADDING}
        data-testid="hotspot-frame-dialog"
      >
        <Box
          component="iframe"
          src={action.src}
          title={hotspot.title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox allow-forms"
          sx={{
            display: 'block',
            border: 0,
            width: '100%',
            maxWidth: action.width,
            aspectRatio: `${action.width} / ${action.height}`,
            height: 'auto',
            mx: 'auto',
          }}
        />
      </ExpoDialog>
    );
  if (action.kind === 'documents')
    return (
      <ExpoDialog
        open
        onClose={onClose}
        title={hotspot.title}
        fullScreen={fullScreen}
        data-testid="hotspot-documents-dialog"
      >
        <Box component="ul" aria-label={t('exhibition.stand.documents')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {action.items.map((item) => (
            <Box component="li" key={`${item.title}|${item.content}`} sx={{ py: 1 }}>
              <DocumentLink
                sponsorId={sponsorId}
                document={{ id: hotspot.id, title: item.title || item.content, uri: item.content }}
                onDownload={() => logHotspotDownload(sponsorId, hotspot.id, item.content)}
              />
            </Box>
          ))}
        </Box>
      </ExpoDialog>
    );
  return null;
}
