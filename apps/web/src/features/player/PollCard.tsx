import type { TPoll } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { PollBars } from './PollBars.tsx';
import { pollResultsVisible, toggleChoice } from './player-model.ts';
import type { usePollActions } from './poll-queries.ts';

type TActions = ReturnType<typeof usePollActions>;

const STATES: Record<TPoll['state'], TKey> = {
  draft: tKey('player.polls.state.draft'),
  open: tKey('player.polls.state.open'),
  closed: tKey('player.polls.state.closed'),
};

/** The moderators' buttons of a poll: edit and open a draft, close an open one, show results, delete. */
function PollControls({ poll, actions, onEdit }: { poll: TPoll; actions: TActions; onEdit: () => void }) {
  const { t } = useTranslation();
  const run = (action: 'open' | 'close' | 'show' | 'hold') => actions.run.mutate({ pollId: poll.id, action });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
      {poll.state === 'draft' ? (
        <Button size="small" onClick={onEdit}>
          {t('player.polls.edit')}
        </Button>
      ) : null}
      {poll.state === 'open' ? (
        <Button size="small" variant="outlined" onClick={() => run('close')} data-testid="poll-close">
          {t('player.polls.close')}
        </Button>
      ) : (
        <Button size="small" variant="contained" onClick={() => run('open')} data-testid="poll-open">
          {poll.state === 'draft' ? t('player.polls.open') : t('player.polls.reopen')}
        </Button>
      )}
      {poll.holdResults ? (
        <Button size="small" onClick={() => run(poll.resultsShown ? 'hold' : 'show')} data-testid="poll-show">
          {poll.resultsShown ? t('player.polls.hideResults') : t('player.polls.showResults')}
        </Button>
      ) : null}
      <Button size="small" color="error" onClick={() => actions.remove.mutate(poll.id)}>
        {t('player.polls.delete')}
      </Button>
    </Box>
  );
}

/** One poll: its question, the choice while it is open, its results when the viewer may see them. */
export function PollCard({
  poll,
  isMod,
  actions,
  onEdit,
}: {
  poll: TPoll;
  isMod: boolean;
  actions: TActions;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState<number[]>(poll.myChoice);
  const open = poll.state === 'open';
  const changed = choice.join() !== poll.myChoice.join();
  const Control = poll.multiple ? Checkbox : Radio;
  return (
    <Box
      component="li"
      data-testid="poll"
      data-poll-state={poll.state}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography id={`${id}-q`} variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {poll.question}
        </Typography>
        <Chip size="small" label={t(STATES[poll.state])} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {[
          poll.multiple ? t('player.polls.multipleHint') : t('player.polls.singleHint'),
          poll.anonymous ? t('player.polls.anonymousHint') : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {open ? (
        <Box
          component="fieldset"
          role={poll.multiple ? 'group' : 'radiogroup'}
          aria-labelledby={`${id}-q`}
          sx={{ border: 0, p: 0, m: 0 }}
        >
          {poll.options.map((o) => (
            <FormControlLabel
              key={o.id}
              sx={{ display: 'flex' }}
              control={
                <Control
                  checked={choice.includes(o.id)}
                  name={`${id}-choice`}
                  onChange={() => setChoice((c) => toggleChoice(poll, c, o.id))}
                  slotProps={{ input: { 'data-testid': `poll-choice-${o.id}` } as object }}
                />
              }
              label={o.text}
            />
          ))}
          <Button
            size="small"
            variant="contained"
            disabled={choice.length === 0 || !changed || actions.vote.isPending}
            onClick={() => actions.vote.mutate({ pollId: poll.id, optionIds: choice })}
            data-testid="poll-vote"
          >
            {poll.myChoice.length ? t('player.polls.changeVote') : t('player.polls.vote')}
          </Button>
          {poll.myChoice.length && !changed ? (
            <Typography variant="caption" role="status" sx={{ ml: 1 }}>
              {t('player.polls.voted')}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {pollResultsVisible(poll, isMod) ? (
        <Box sx={{ mt: 1 }}>
          <PollBars poll={poll} />
        </Box>
      ) : poll.state !== 'draft' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('player.polls.resultsLater')}
        </Typography>
      ) : null}
      {isMod ? <PollControls poll={poll} actions={actions} onEdit={onEdit} /> : null}
    </Box>
  );
}
