import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

/**
 * The summary report's views over time as a line (MUI X Charts, loaded with this module only).
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
  return (
    <Box data-testid="summary-chart" sx={{ width: '100%', minWidth: 0 }}>
      <LineChart
        height={300}
        hideLegend
        skipAnimation
        xAxis={[{ scaleType: 'point', data: slices.map((slice) => label(slice.time)) }]}
        yAxis={[{ min: 0, tickMinStep: 1 }]}
        series={[{ data: slices.map((slice) => slice.count), label: seriesLabel, area: true, showMark: false }]}
      />
    </Box>
  );
}
