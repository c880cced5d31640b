import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../components/visually-hidden.ts';

/**
 * A session's day and times, then its room, each a piece that wraps whole and carries its own
 * icon: at any width the room starts a line of its own cleanly (no separator left dangling
 * at the start of a line, as "· Grand amphithéâtre" was).
 */
export function PlayerMeta({ when, room }: { when: string; room: string }) {
  const piece = { display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 } as const;
  return (
    <Box
      component="p"
      data-testid="player-meta"
      sx={{ m: 0, typography: 'body2', display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
    >
      <Box component="span" sx={piece}>
        <ScheduleOutlined fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
        {when}
      </Box>
      {room ? (
        <Box component="span" sx={piece} data-testid="player-meta-room">
          <PlaceOutlined fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
          <Box component="span" sx={visuallyHidden}>
            {', '}
          </Box>
          {room}
        </Box>
      ) : null}
    </Box>
  );
}
