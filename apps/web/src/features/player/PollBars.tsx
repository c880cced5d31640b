import type { TPoll } from '@atrium/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pollBars } from './player-model.ts';

/** A poll's results as one bar per option: its share of the voters and its votes. */
export function PollBars({ poll }: { poll: TPoll }) {
  const { t } = useTranslation();
  const bars = pollBars(poll);
  return (
    <Box data-testid="poll-results" data-voters={poll.results?.voters ?? 0}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {bars.map((b) => (
          <Box component="li" key={b.optionId} sx={{ py: 0.5 }} data-testid="poll-bar" data-votes={b.votes}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {b.text}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {t('player.polls.share', { percent: b.percent, count: b.votes })}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={b.percent}
              aria-label={t('player.polls.barLabel', { option: b.text, percent: b.percent })}
              sx={{ height: 8, borderRadius: 1 }}
            />
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('player.polls.voters', { count: poll.results?.voters ?? 0 })}
      </Typography>
    </Box>
  );
}
