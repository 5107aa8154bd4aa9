import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chartBars, type ChartPoint } from './chart-geometry.ts';

export interface ChartSeries {
  label: string;
  color: string;
}

const WIDTH = 640;
const HEIGHT = 200;
const TOP = 12;
const BOTTOM = 24;

/**
 * A bar chart of our own (a few rectangles are lighter than a chart library, and follow the
 * theme's palette and direction exactly): bars run right to left in Arabic. The same figures
 * stand in a real table under it, so a screen reader (or anyone) reads the numbers themselves.
 */
export const BarChart = ({
  title,
  series,
  points,
  labelHeader,
  testId,
  captionHidden = false,
}: {
  title: string;
  /** The card around the chart already shows this title: the caption stays for screen readers only. */
  captionHidden?: boolean;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  /** The table's first column (the bars' labels): a date, a class. */
  labelHeader: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  const theme = useTheme();
  const id = useId();
  const rtl = theme.direction === 'rtl';
  const bars = chartBars(points, series.length, { width: WIDTH, height: HEIGHT - TOP - BOTTOM, rtl });
  const every = Math.max(1, Math.ceil(points.length / 10));
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid={testId}>
      <Typography
        component="figcaption"
        variant="subtitle1"
        id={`${id}-title`}
        sx={captionHidden ? visuallyHidden : { mb: 1 }}
      >
        {title}
      </Typography>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-table`}
        style={{ display: 'block', maxHeight: HEIGHT }}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke={theme.palette.divider} />
        {bars.map((bar) => (
          <rect
            key={`${bar.point}-${bar.series}`}
            x={bar.x}
            y={TOP + bar.y}
            width={bar.width}
            height={bar.height}
            rx={2}
            fill={series[bar.series]?.color ?? theme.palette.primary.main}
          >
            <title>{`${points[bar.point]?.label ?? ''}: ${points[bar.point]?.display[bar.series] ?? ''}`}</title>
          </rect>
        ))}
        {points.map((point, index) =>
          index % every === 0 ? (
            <text
              key={point.label}
              x={bars.find((bar) => bar.point === index)?.center ?? 0}
              y={HEIGHT - 6}
              textAnchor="middle"
              fontSize={11}
              fill={theme.palette.text.secondary}
            >
              {point.short ?? point.label}
            </text>
          ) : null,
        )}
      </svg>
      {series.length > 1 && (
        <Stack direction="row" spacing={2} sx={{ mt: 0.5 }} aria-hidden="true">
          {series.map((entry) => (
            <Stack key={entry.label} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 12, height: 12, bgcolor: entry.color, borderRadius: 0.5 }} />
              <Typography variant="caption">{entry.label}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
      <Box component="details" sx={{ mt: 1 }}>
        <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', color: 'text.secondary' }}>
          {t('ui.dashboards.show_table')}
        </Typography>
        <Box
          component="table"
          id={`${id}-table`}
          sx={{ borderCollapse: 'collapse', mt: 1, '& th, & td': { px: 1, py: 0.25, textAlign: 'start' } }}
        >
          <caption style={{ textAlign: 'start' }}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((entry) => (
                <th scope="col" key={entry.label}>
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                {point.display.map((cell, index) => (
                  <td key={series[index]?.label ?? index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
};
