import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { languageLocales } from '@kampus/contract/constants';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../i18n/isolate.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { chartBars, chartMax, valueTicks, type ChartPoint } from './chart-geometry.ts';
import { useDrawnWidth } from './use-drawn-width.ts';

export interface ChartSeries {
  label: string;
  color: string;
}

/** The drawing's width before it is measured; then it is the width it is shown at (`useDrawnWidth`). */
const WIDTH = 640;
/** Below this many pixels per bar label, labels are skipped so they do not run together. */
const LABEL_ROOM = 56;
const HEIGHT = 200;
const TOP = 12;
const BOTTOM = 24;
/** Room for the value axis's labels, at the start side (the right in Arabic). */
const AXIS = 48;

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
  formatValue,
}: {
  title: string;
  /** The card around the chart already shows this title: the caption stays for screen readers only. */
  captionHidden?: boolean;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  /** The table's first column (the bars' labels): a date, a class. */
  labelHeader: string;
  testId: string;
  /** An axis value as a label (a rate with %); a short number in the user's language by default. */
  formatValue?: (value: number) => string;
}) => {
  const { t } = useTranslation();
  const theme = useTheme();
  const id = useId();
  const language = useLanguage();
  const [frame, drawn] = useDrawnWidth<HTMLDivElement>(WIDTH);
  const rtl = theme.direction === 'rtl';
  const width = Math.max(240, drawn);
  const plot = HEIGHT - TOP - BOTTOM;
  const ticks = valueTicks(chartMax(points));
  const scale = ticks.at(-1) ?? 0;
  const short = new Intl.NumberFormat(languageLocales[language], { notation: 'compact', maximumFractionDigits: 1 });
  const label = formatValue ?? ((value: number) => short.format(value));
  // The bars stand beside the axis: after it left to right, before it right to left.
  const offset = rtl ? 0 : AXIS;
  const bars = chartBars(points, series.length, {
    width: width - AXIS,
    height: plot,
    rtl,
    scale: scale || undefined,
  }).map((bar) => ({ ...bar, x: bar.x + offset, center: bar.center + offset }));
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor((width - AXIS) / LABEL_ROOM))));
  const yOf = (value: number) => TOP + plot - (scale === 0 ? 0 : (value / scale) * plot);
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
      <Box ref={frame}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-table`}
          style={{ display: 'block', maxHeight: HEIGHT }}
        >
          {ticks.map((tick) => (
            <g key={tick} data-testid={`${testId}-tick`}>
              <line
                x1={offset}
                x2={offset + width - AXIS}
                y1={yOf(tick)}
                y2={yOf(tick)}
                stroke={theme.palette.divider}
              />
              <text
                x={rtl ? width - 4 : AXIS - 4}
                y={yOf(tick) + 4}
                textAnchor={rtl ? 'start' : 'end'}
                direction={rtl ? 'rtl' : 'ltr'}
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {label(tick)}
              </text>
            </g>
          ))}
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
                {/* Isolated: a Latin name keeps its ellipsis at its end in a right-to-left page. */}
                {isolate(point.short ?? point.label)}
              </text>
            ) : null,
          )}
        </svg>
      </Box>
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
