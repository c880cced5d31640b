import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgrammeLabel } from './programme-queries.ts';

type TRoomTogglesProps = {
  rooms: string[];
  value: string;
  onChange: (room: string) => void;
};

/**
 * spec 2 §2.1: the old calendar's room chooser on a phone: one toggle button per room in a row
 * that scrolls sideways, the chosen one kept in view. The row, named by its label, is one tab
 * stop: the arrow keys, Home and End go from room to room, Space or Enter chooses; each button
 * says whether it is pressed.
 */
export const RoomToggles = memo(function RoomToggles({ rooms, value, onChange }: TRoomTogglesProps) {
  const { t } = useTranslation();
  const label = useProgrammeLabel();
  const row = useRef<HTMLDivElement>(null);

  // The chosen room in view, at first and after each choice (a room far down the row included).
  // The row alone scrolls: the page stays where it is.
  useEffect(() => {
    const area = row.current;
    const chosen = area?.querySelector<HTMLElement>(`[data-room="${CSS.escape(value)}"]`);
    if (!area || !chosen) return;
    const outer = area.getBoundingClientRect();
    const inner = chosen.getBoundingClientRect();
    if (inner.left < outer.left) area.scrollLeft += inner.left - outer.left;
    else if (inner.right > outer.right) area.scrollLeft += inner.right - outer.right;
  }, [value]);

  return (
    <Box
      ref={row}
      sx={{ overflowX: 'auto', mb: 1, pb: 0.5, overscrollBehaviorX: 'contain' }}
      data-testid="room-toggles"
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        onChange={(_, next: string | null) => next && onChange(next)}
        aria-label={t('programme.filters.room')}
        sx={{ flexWrap: 'nowrap' }}
      >
        {rooms.map((room) => (
          <ToggleButton
            key={room}
            value={room}
            data-room={room}
            sx={{
              whiteSpace: 'nowrap',
              flexShrink: 0,
              textTransform: 'none',
              // The chosen room on the event's colour, in its contrasting text (the default pale
              // tint with coloured text falls below 4.5:1 for some event colours).
              '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
            }}
          >
            {label('room', room)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
});
