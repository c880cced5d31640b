import type { TPlayerSession, TRelatedSession } from '@atrium/contracts';
import Chat from '@mui/icons-material/Chat';
import GTranslate from '@mui/icons-material/GTranslate';
import HowToVote from '@mui/icons-material/HowToVote';
import Info from '@mui/icons-material/Info';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import LiveHelp from '@mui/icons-material/LiveHelp';
import People from '@mui/icons-material/People';
import Poll from '@mui/icons-material/Poll';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import ViewList from '@mui/icons-material/ViewList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../components/Loading.tsx';
import { NewTabLink } from '../../components/NewTabLink.tsx';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { seenQuestionAfter, type TDrawerTab, unreadCount } from './player-model.ts';
import { useQuestionActions, useQuestions } from './player-queries.ts';
import { SessionUsers } from './SessionUsers.tsx';
import type { useSessionRoom } from './use-session-room.ts';

// The chat and the questions load beside the drawer, which shows without waiting for them.
const ChatPanel = lazy(() => import('../chat/ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })));
const QuestionsPanel = lazy(() => import('./QuestionsPanel.tsx').then((m) => ({ default: m.QuestionsPanel })));
const PollsPanel = lazy(() => import('./PollsPanel.tsx').then((m) => ({ default: m.PollsPanel })));

/** spec 2 §2.8: the drawer's width open, and collapsed to its icons. */
export const DRAWER_WIDTH = 340;
export const DRAWER_MINI = 50;

const LABELS: Record<TDrawerTab, TKey> = {
  details: tKey('player.drawer.details'),
  chat: tKey('player.drawer.chat'),
  questions: tKey('player.drawer.questions'),
  polls: tKey('player.drawer.polls'),
  users: tKey('player.drawer.users'),
  vote: tKey('player.drawer.vote'),
  related: tKey('player.drawer.related'),
  translation: tKey('player.drawer.translation'),
};

const ICONS: Record<TDrawerTab, ReactNode> = {
  details: <Info />,
  chat: <Chat />,
  questions: <QuestionAnswer />,
  polls: <Poll />,
  users: <People />,
  vote: <HowToVote />,
  related: <ViewList />,
  translation: <GTranslate />,
};

function FrameTab({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <NewTabLink href={src}>{t('player.drawer.openInTab')}</NewTabLink>
      <Box component="iframe" src={src} title={title} sx={{ border: 0, width: '100%', minHeight: 420, flex: 1 }} />
    </Box>
  );
}

export function RelatedList({ items }: { items: readonly TRelatedSession[] }) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  if (items.length === 0) return <Typography color="text.secondary">{t('player.related.none')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="related-list">
      {items.map((r) => (
        <Box component="li" key={r.id} sx={{ py: 0.75 }}>
          <Link component={RouterLink} to={`/${eventCode}/session/${r.id}`} color="inherit">
            {r.title}
          </Link>
          <Typography variant="caption" component="p" sx={{ opacity: 0.8 }}>
            {[r.roomName, r.speakers.join(', ')].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The activity drawer (spec 2 §2.8): 340 px beside the content, collapsed to a 50 px strip of its
 * tabs' icons, and below the content on phones where it opens collapsed. The chat and questions
 * stay mounted while another tab shows, so their badges count what arrives (capped at 100,
 * reset on opening the tab).
 */
export function ActivityDrawer({
  session,
  presentationId,
  tabs,
  initial,
  room,
  details,
  related,
  isMod,
}: {
  session: TPlayerSession | Omit<TPlayerSession, 'questions' | 'presentations' | 'isModerator'>;
  presentationId: number | null;
  tabs: TDrawerTab[];
  initial: TDrawerTab;
  room: ReturnType<typeof useSessionRoom>;
  details: ReactNode;
  related: readonly TRelatedSession[];
  isMod: boolean;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(!isMobile);
  const [tab, setTab] = useState<TDrawerTab>(initial);
  const [chatUnread, setChatUnread] = useState(0);
  const [seenQuestion, setSeenQuestion] = useState<number | null>(null);
  const id = useId();
  const current = tabs.includes(tab) ? tab : 'details';
  const hasQuestions = tabs.includes('questions');
  const questions = useQuestions(session.id, presentationId, { isMod, enabled: hasQuestions, live: session.isLive });
  const questionIds = (questions.data ?? []).map((q) => q.id);
  const newestQuestion = questionIds.length ? Math.max(...questionIds) : 0;
  // The questions present when the list first loads are not new; later ones are, until the tab is opened.
  const seen = seenQuestionAfter(seenQuestion, questions.isSuccess, newestQuestion, open && current === 'questions');
  if (seen !== seenQuestion) setSeenQuestion(seen);
  const badges: Partial<Record<TDrawerTab, number>> = {
    chat: chatUnread,
    questions: seen === null ? 0 : unreadCount(questionIds, seen),
  };
  const { fromChat } = useQuestionActions(session.id, null);
  // spec 3 §2: the session's moderators make a chat message a question (when the session takes questions).
  const toQuestion =
    isMod && hasQuestions
      ? {
          label: (m: { userName: string }) => t('player.questions.fromChat', { name: m.userName }),
          icon: <LiveHelp fontSize="small" />,
          run: (m: { id: number }) => fromChat.mutate(m.id),
        }
      : undefined;
  const choose = (next: TDrawerTab) => {
    setTab(next);
    setOpen(true);
  };
  const label = (name: TDrawerTab) => t(LABELS[name]);
  const icon = (name: TDrawerTab) => (
    <Badge badgeContent={badges[name] ?? 0} color="accent" max={99}>
      {ICONS[name]}
    </Badge>
  );

  const panel = (name: TDrawerTab): ReactNode => {
    switch (name) {
      case 'details':
        return details;
      case 'chat':
        return (
          <ChatPanel
            groupType="SESSION"
            messages={room.chat.messages}
            isMod={room.chat.isMod}
            active={open && current === 'chat'}
            onUnreadChange={setChatUnread}
            onSend={room.send}
            onRemove={room.remove}
            messageAction={toQuestion}
          />
        );
      case 'questions':
        return (
          <QuestionsPanel sessionId={session.id} presentationId={presentationId} isMod={isMod} live={session.isLive} />
        );
      case 'polls':
        return (
          <Suspense fallback={<Loading />}>
            <PollsPanel sessionId={session.id} isMod={isMod} />
          </Suspense>
        );
      case 'users':
        return <SessionUsers users={room.users} />;
      case 'vote':
        return <FrameTab src={session.externalVotingUri} title={label('vote')} />;
      case 'translation':
        return <FrameTab src={session.externalTranslationUri} title={label('translation')} />;
      case 'related':
        return (
          <Box sx={{ p: 1 }}>
            <RelatedList items={related} />
          </Box>
        );
    }
  };
  // Chat and questions stay mounted (hidden) for their badges; the others mount when shown.
  const kept: TDrawerTab[] = tabs.filter((name) => name === 'chat' || name === 'questions');

  return (
    <Box
      component="aside"
      aria-label={t('player.drawer.label')}
      data-testid="activity-drawer"
      sx={{
        width: isMobile ? '100%' : open ? DRAWER_WIDTH : DRAWER_MINI,
        flexShrink: 0,
        borderLeft: isMobile ? 0 : 1,
        borderTop: isMobile ? 1 : 0,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        minHeight: isMobile ? undefined : '70vh',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexDirection: open || isMobile ? 'row' : 'column' }}>
        <IconButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={open ? `${id}-panel` : undefined}
          aria-label={open ? t('player.drawer.close') : t('player.drawer.open')}
        >
          {isMobile ? (
            open ? (
              <KeyboardArrowDown />
            ) : (
              <KeyboardArrowUp />
            )
          ) : open ? (
            <KeyboardArrowRight />
          ) : (
            <KeyboardArrowLeft />
          )}
        </IconButton>
        {open ? (
          <Tabs
            value={current}
            onChange={(_e, value: TDrawerTab) => setTab(value)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={t('player.drawer.label')}
            sx={{ flex: 1, minHeight: 56 }}
          >
            {tabs.map((name) => (
              <Tab
                key={name}
                value={name}
                icon={icon(name)}
                aria-label={label(name)}
                title={label(name)}
                id={`${id}-tab-${name}`}
                aria-controls={`${id}-panel`}
                sx={{ minWidth: 48, px: 1 }}
                data-testid={`drawer-tab-${name}`}
              />
            ))}
          </Tabs>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: isMobile ? 'row' : 'column' }}>
            {tabs.map((name) => (
              <Tooltip key={name} title={label(name)} placement="left">
                <IconButton onClick={() => choose(name)} aria-label={label(name)} data-testid={`drawer-mini-${name}`}>
                  {icon(name)}
                </IconButton>
              </Tooltip>
            ))}
          </Box>
        )}
      </Box>
      <Box
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${current}`}
        sx={{ display: open ? 'flex' : 'none', flexDirection: 'column', flex: 1, minHeight: 0, overflow: 'auto' }}
      >
        {kept.map((name) => (
          <Box
            key={name}
            sx={{ display: current === name ? 'flex' : 'none', flexDirection: 'column', flex: 1, minHeight: 0 }}
          >
            <Suspense fallback={<Loading />}>{panel(name)}</Suspense>
          </Box>
        ))}
        {kept.includes(current) ? null : panel(current)}
      </Box>
    </Box>
  );
}
