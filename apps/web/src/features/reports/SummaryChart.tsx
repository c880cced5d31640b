import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

/**
 * The summary report's visits over time as a line (MUI X Charts, loaded with this module only):
 * straight segments between the points (a smoothed curve would draw figures between buckets that
 * no bucket has), in the event's own primary colour, with room on the right for the last date.
 * The chart takes the focus and reads out its points itself; the same figures are also in the
 * table under it.
 */
export default function SummaryChart({
  slices,
  label,
  seriesLabel,
}: {
  slices: readonly { time: string; count: number }[];
  label: (time: string) => string;
  seriesLabel: string;
}) {
  const theme = useTheme();
  return (
    <Box data-testid="summary-chart" sx={{ width: '100%', minWidth: 0 }}>
      <LineChart
        height={300}
        hideLegend
        skipAnimation
        margin={{ top: 16, right: 48, bottom: 8, left: 8 }}
        grid={{ horizontal: true }}
        xAxis={[{ scaleType: 'point', data: slices.map((slice) => label(slice.time)) }]}
        yAxis={[{ min: 0, tickMinStep: 1 }]}
        series={[
          {
            data: slices.map((slice) => slice.count),
            label: seriesLabel,
            color: theme.palette.primary.main,
            curve: 'linear',
            showMark: slices.length <= 40,
          },
        ]}
      />
    </Box>
  );
}
