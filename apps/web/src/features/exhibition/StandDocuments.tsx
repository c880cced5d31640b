import type { TStandDocument, TStandLink } from '@atrium/contracts';
import Description from '@mui/icons-material/Description';
import Link from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { linkStyle } from '../../components/link-style.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { BookmarkToggle } from '../bookmarks/BookmarkToggle.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { standLinkTarget } from './exhibition-model.ts';
import { logStandDownload } from './exhibition-queries.ts';
import { TargetLink } from './TargetLink.tsx';

/**
 * A stand's file as a download (spec 2 §2.6): a link to it that the browser saves, which logs
 * the download (spec 2 §3 "Download log": the document, the sponsor, its title and address).
 */
export function DocumentLink({
  sponsorId,
  document,
  onDownload,
}: {
  sponsorId: number;
  document: TStandDocument;
  /** Logs the download another way than as a stand document's (a documents hotspot's file). */
  onDownload?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={document.uri}
      download
      target="_blank"
      rel="noopener noreferrer"
      onClick={onDownload ?? (() => logStandDownload(sponsorId, document))}
      data-testid="stand-document-link"
      sx={{ ...linkStyle, display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      <Description fontSize="small" aria-hidden />
      {document.title}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('exhibition.stand.download')}`}
      </Box>
    </Box>
  );
}

/** spec 2 §2.6: the stand's documents, each a download and (signed in) a bookmark of its own. */
export function StandDocuments({ sponsorId, documents }: { sponsorId: number; documents: TStandDocument[] }) {
  const { t } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="stand-documents" sx={{ mb: 3 }} data-testid="stand-documents">
      <Typography id="stand-documents" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('exhibition.stand.documents')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {documents.map((document) => (
          <Box component="li" key={document.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
            <DocumentLink sponsorId={sponsorId} document={document} />
            <BookmarkToggle entityId={document.id} entityType="SPONSOR_DOCUMENT" title={document.title} size="small" />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** spec 2 §2.6, §5: the stand's links: http(s) in a new tab, mailto as it is, else a page of the event. */
export function StandLinks({ links }: { links: TStandLink[] }) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  if (links.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="stand-links" sx={{ mb: 3 }} data-testid="stand-links">
      <Typography id="stand-links" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('exhibition.stand.links')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <Box component="li" key={link.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
            <Link fontSize="small" aria-hidden />
            <TargetLink target={standLinkTarget(link.uri, eventCode)}>{link.title || link.uri}</TargetLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
