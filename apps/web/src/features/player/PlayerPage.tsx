import type { TPlayerPresentation, TPlayerSession } from '@atrium/contracts';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { DetailsList } from '../../components/DetailsList.tsx';
import { Loading } from '../../components/Loading.tsx';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { NeedsConnection } from '../../offline/OfflineNotice.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { ActivityDrawer, RelatedList } from './ActivityDrawer.tsx';
import { AudioPlayer } from './AudioPlayer.tsx';
import { PlayerContent } from './PlayerContent.tsx';
import { PlayerHeader } from './PlayerHeader.tsx';
import { drawerTabs, presentationContent, sessionContent, speakerDisplayName } from './player-model.ts';
import {
  logDownload,
  useCountView,
  usePlayerLabel,
  usePlayerPresentation,
  usePlayerSession,
  useRelatedSessions,
} from './player-queries.ts';
import { ReactionStage } from './reactions/ReactionStage.tsx';
import { useEntityScans } from './use-entity-scans.ts';
import { useSessionRoom } from './use-session-room.ts';

type TSessionPart = Omit<TPlayerSession, 'questions' | 'presentations' | 'isModerator'>;

/** The details tab (spec 2 §2.8): the text, the people, and the downloads the event allows (logged). */
function DetailsTab({
  session,
  presentation,
  presentations,
}: {
  session: TSessionPart;
  presentation: TPlayerPresentation | null;
  presentations: readonly TPlayerPresentation[];
}) {
  const { t } = useTranslation();
  const label = usePlayerLabel();
  const { settings } = usePlatform();
  const { userId } = useSession();
  const downloads: { key: string; label: string; href: string; entityId: number; title: string }[] = [];
  for (const p of presentation ? [presentation] : presentations) {
    const name = presentation ? '' : ` — ${p.title}`;
    if (settings.allowPresentationDownload && p.presentationFileUri)
      downloads.push({
        key: `p${p.id}`,
        label: `${t('player.details.presentationFile')}${name}`,
        href: p.presentationFileUri,
        entityId: p.id,
        title: p.title,
      });
    if (settings.allowAbstractDownload && p.abstractFileUri)
      downloads.push({
        key: `a${p.id}`,
        label: `${t('player.details.abstractFile')}${name}`,
        href: p.abstractFileUri,
        entityId: p.id,
        title: p.title,
      });
  }
  const description = presentation ? presentation.description : session.description;
  return (
    <Box sx={{ p: 1.5 }} data-testid="details-tab">
      {presentation?.speakerPhotoUri ? (
        <Avatar
          src={presentation.speakerPhotoUri}
          alt={speakerDisplayName(presentation)}
          data-testid="speaker-photo"
          sx={{ width: 64, height: 64, mb: 1 }}
        />
      ) : null}
      <DetailsList
        rows={[
          [t('player.details.speakers'), presentation ? speakerDisplayName(presentation) : session.speakers.join(', ')],
          [t('player.details.coAuthors'), presentation?.coAuthors ?? ''],
          [t('player.details.moderators'), session.moderatorLine1],
          [t('player.details.room'), session.roomName && label('room', session.roomName)],
          [t('player.details.type'), session.type && label('type', session.type)],
          [t('player.details.theme'), session.theme && label('theme', session.theme)],
        ]}
      />
      {description ? <ServerHtml html={description} sx={{ mt: 1 }} withUserReference={false} /> : null}
      {downloads.length > 0 ? (
        <>
          <Typography component="h2" variant="subtitle1" sx={{ mt: 2 }}>
            {t('player.details.downloads')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {downloads.map((d) => (
              <li key={d.key}>
                <Button
                  size="small"
                  startIcon={<Download />}
                  href={d.href}
                  download
                  onClick={() => logDownload(userId, 'PRESENTATION', d.entityId)}
                >
                  {d.label}
                </Button>
              </li>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}

/** The page around the content and the drawer: side by side on a desktop, stacked on a phone. */
function PlayerLayout({ header, content, drawer }: { header: ReactNode; content: ReactNode; drawer: ReactNode }) {
  const isMobile = useIsMobile();
  return (
    <Box sx={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', gap: isMobile ? 2 : 0, minHeight: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, md: 3 } }}>
        {header}
        <NeedsConnection />
        {content}
      </Box>
      {drawer}
    </Box>
  );
}

function useIds() {
  const params = useParams();
  return {
    sessionId: Number(params.sessionId),
    presentationId: params.presentationId ? Number(params.presentationId) : null,
  };
}

function Failed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" sx={{ m: 2 }}>
      {/* An address that names no session of the event (404), or no session at all (400). */}
      {isApiError(error) && (error.status === 404 || error.status === 400)
        ? t('player.notFound')
        : String((error as Error)?.message ?? error)}
    </Alert>
  );
}

/** The player's screen: a presentation's page when the address names one, else the session's. */
export default function PlayerPage() {
  const { presentationId } = useIds();
  return presentationId === null ? <SessionPlayerPage /> : <PresentationPlayerPage key={presentationId} />;
}

/**
 * The session player (spec 2 §2.8): header, content by type, the activity drawer with its
 * tabs, the session's hub group for chat, users and live questions; a view is counted.
 */
function SessionPlayerPage() {
  const { t } = useTranslation();
  const { sessionId } = useIds();
  const { settings } = usePlatform();
  const signedIn = isAuthenticated(useSession());
  const query = usePlayerSession(sessionId);
  const session = query.data;
  usePageTitle(session?.title ?? t('player.pageSession'));
  useCountView(sessionId, null);
  useEntityScans('SESSION', session ? sessionId : null, session?.isLive ?? null);
  const room = useSessionRoom(sessionId, {
    enabled: signedIn && Boolean(session),
    isMod: Boolean(session?.isModerator),
  });
  const related = useRelatedSessions(sessionId, settings.enableRelatedSessionsTab);
  const { userId } = useSession();
  if (query.isError) return <Failed error={query.error} />;
  if (!session) return <Loading />;
  const { tabs, initial } = drawerTabs(session, signedIn, settings.enableRelatedSessionsTab, session.isModerator);
  const { presentations, questions: _q, isModerator, ...part } = session;
  return (
    <PlayerLayout
      header={
        <PlayerHeader
          session={session}
          presentations={presentations}
          entity={{ ...session, sessionId: session.id, kind: 'SESSION' }}
          currentPresentationId={null}
        />
      }
      content={
        <ReactionStage
          sessionId={session.id}
          isLive={session.isLive}
          end={session.end}
          entered={room.chat.group !== null}
        >
          <PlayerContent
            content={sessionContent(session)}
            title={session.title}
            related={related.data?.length ? <RelatedList items={related.data} /> : undefined}
            onDownload={() => logDownload(userId, 'SESSION', session.id)}
          />
        </ReactionStage>
      }
      drawer={
        <ActivityDrawer
          key={`${session.id}:${initial}`}
          session={part}
          presentationId={null}
          tabs={tabs}
          initial={initial}
          room={room}
          isMod={isModerator}
          related={related.data ?? []}
          details={<DetailsTab session={part} presentation={null} presentations={presentations} />}
        />
      }
    />
  );
}

/**
 * A presentation or poster of a session (spec 2 §2.8): its content (poster or slides in the
 * viewer, its audio), its own figures and questions, the session's chat and users.
 */
function PresentationPlayerPage() {
  const { t } = useTranslation();
  const { sessionId, presentationId } = useIds();
  const presId = presentationId as number;
  const { settings } = usePlatform();
  const signedIn = isAuthenticated(useSession());
  const { userId } = useSession();
  const query = usePlayerPresentation(sessionId, presId);
  const page = query.data;
  usePageTitle(page?.title ?? t('player.pagePresentation'));
  useCountView(sessionId, presId);
  // The server's heartbeat says whether the presentation's session is live.
  useEntityScans(page?.isAPoster ? 'POSTER' : 'PRESENTATION', page ? presId : null, page ? page.session.isLive : null);
  const room = useSessionRoom(sessionId, { enabled: signedIn && Boolean(page), isMod: Boolean(page?.isModerator) });
  const related = useRelatedSessions(sessionId, settings.enableRelatedSessionsTab);
  if (query.isError) return <Failed error={query.error} />;
  if (!page) return <Loading />;
  const { session, isModerator, siblings: _s, ...presentation } = page;
  const live = { ...session, isLive: presentation.isLive || session.isLive };
  const { tabs, initial } = drawerTabs(live, signedIn, settings.enableRelatedSessionsTab);
  const siblings = page.siblings.map((s) => ({
    id: s.id,
    title: s.title,
    order: 0,
    speakerName: '',
    speakerNameOverride: '',
    isEventPortalPresentation: true,
  }));
  const content = presentationContent(presentation);
  const onDownload = () => logDownload(userId, 'PRESENTATION', presentation.id);
  return (
    <PlayerLayout
      header={
        <PlayerHeader
          session={{ ...session, isLive: live.isLive, isAPoster: presentation.isAPoster }}
          presentations={siblings}
          entity={{ ...presentation, kind: presentation.isAPoster ? 'POSTER' : 'PRESENTATION' }}
          currentPresentationId={presentation.id}
        />
      }
      content={
        <ReactionStage sessionId={sessionId} isLive={live.isLive} end={session.end} entered={room.chat.group !== null}>
          {/* An audio-only presentation shows its player without the no-content banner. */}
          {content.kind === 'none' && presentation.audioFileUri ? null : (
            <PlayerContent content={content} title={presentation.title} onDownload={onDownload} />
          )}
          {presentation.audioFileUri ? <AudioPlayer src={presentation.audioFileUri} onDownload={onDownload} /> : null}
        </ReactionStage>
      }
      drawer={
        <ActivityDrawer
          key={`${presentation.id}:${initial}`}
          session={live}
          presentationId={presentation.id}
          tabs={tabs}
          initial={initial}
          room={room}
          isMod={isModerator}
          related={related.data ?? []}
          details={
            <DetailsTab session={session} presentation={{ ...presentation, session: session.id }} presentations={[]} />
          }
        />
      }
    />
  );
}
