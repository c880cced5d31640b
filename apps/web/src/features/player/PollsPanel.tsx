import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading.tsx';
import { PollCard } from './PollCard.tsx';
import { PollEditor } from './PollEditor.tsx';
import { usePollActions, usePolls } from './poll-queries.ts';

/**
 * The Polls tab of the activity drawer (loaded when first shown): moderators prepare, open,
 * close and show results; attendees vote in open polls and watch the results live.
 */
export function PollsPanel({ sessionId, isMod }: { sessionId: number; isMod: boolean }) {
  const { t } = useTranslation();
  const polls = usePolls(sessionId, isMod);
  const actions = usePollActions(sessionId);
  // null: no editor; 0: a new poll; otherwise the draft being changed.
  const [editing, setEditing] = useState<number | null>(null);
  if (polls.isPending) return <Loading />;
  const list = polls.data ?? [];
  const edited = list.find((p) => p.id === editing) ?? null;
  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="polls-panel">
      {isMod && editing === null ? (
        <Button
          startIcon={<Add />}
          onClick={() => setEditing(0)}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="poll-new"
        >
          {t('player.polls.new')}
        </Button>
      ) : null}
      {isMod && editing !== null ? (
        <PollEditor key={editing} poll={edited} actions={actions} onDone={() => setEditing(null)} />
      ) : null}
      {list.length === 0 ? (
        <Typography color="text.secondary">{isMod ? t('player.polls.noneMod') : t('player.polls.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.map((poll) => (
            <PollCard
              key={`${poll.id}:${poll.state}:${poll.myChoice.join()}`}
              poll={poll}
              isMod={isMod}
              actions={actions}
              onEdit={() => setEditing(poll.id)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
