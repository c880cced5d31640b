import type { TSessionItem } from '@atrium/contracts';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '../../components/DetailsList.tsx';
import { useLocale } from '../../i18n/index.ts';
import { formatProgrammeSlot } from '../../lib/listing-date.ts';
import { BookmarkToggle } from '../bookmarks/BookmarkToggle.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { BrowseDialog } from './BrowseDialog.tsx';
import { canBookmarkFromHome, isCardActive, thumbnailFor } from './browse-model.ts';
import { useBrowseLabel } from './browse-queries.ts';
import { LaunchButton } from './LaunchButton.tsx';

type TItemDialogProps = {
  item: TSessionItem;
  onClose: () => void;
  /** The home's detail dialog shows the picture and Launch; the poster list's shows title and description. */
  variant: 'poster' | 'home';
  fullScreen?: boolean;
};

/**
 * The poster's description dialog (spec 2 §2.3: title and description, and its PDF when it
 * has one) and the home's detail dialog (spec 2 §2.2: picture, launch, bookmark toggle,
 * session details), one dialog with the parts each shows.
 */
export function ItemDialog({ item, onClose, variant, fullScreen = false }: TItemDialogProps) {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const locale = useLocale();
  const label = useBrowseLabel(item.isAPoster);
  const rows: [string, string][] = [
    // spec 2 §9: session times "ddd DD MMM HH:mm", in the interface language and the event's time zone.
    [t('browse.card.date'), formatProgrammeSlot(item.start, item.end, locale, settings.timeZone)],
    [t('browse.card.speaker'), item.speakerName],
    [t('browse.card.coAuthors'), item.coAuthors],
    [t('browse.card.moderators'), item.moderators.join(', ')],
    [t('browse.card.room'), item.roomName && label('room', item.roomName)],
    [t('browse.card.type'), item.type && label('type', item.type)],
    [
      settings.useTopicLabel ? t('browse.filters.topic') : t('browse.card.theme'),
      item.theme && label('theme', item.theme),
    ],
    [t('browse.card.keywords'), item.keywords.join(', ')],
  ];
  return (
    <BrowseDialog
      onClose={onClose}
      fullScreen={fullScreen}
      title={item.title}
      data-testid={`${variant}-dialog`}
      header={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1, flexShrink: 0 }}>
          {item.isLive ? <Chip label={t('browse.live')} color="accent" size="small" /> : null}
          <Box sx={{ flexGrow: 1 }} />
          {/* spec 2 §2.2: bookmarking from the home is ignored when there is no session. */}
          {canBookmarkFromHome(item) ? (
            <BookmarkToggle entityId={item.id} entityType={item.isAPoster ? 'POSTER' : 'SESSION'} title={item.title} />
          ) : null}
          <IconButton onClick={onClose} aria-label={t('app.close')}>
            <Close />
          </IconButton>
        </Box>
      }
      media={
        variant === 'home' ? (
          <Box
            component="img"
            src={thumbnailFor(item, settings)}
            alt=""
            sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', flexShrink: 0 }}
          />
        ) : null
      }
      actions={
        <LaunchButton
          item={item}
          label={item.isAPoster ? t('browse.poster.open') : item.isLive ? t('browse.join') : t('browse.home.launch')}
        />
      }
    >
      <DetailsList rows={rows} sx={{ mb: 2 }} />
      {item.description ? <Typography sx={{ whiteSpace: 'pre-line' }}>{item.description}</Typography> : null}
      {!isCardActive(item) ? (
        <Typography sx={{ mt: 2, fontStyle: 'italic' }}>{t('browse.noContent.text')}</Typography>
      ) : null}
    </BrowseDialog>
  );
}
