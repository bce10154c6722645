import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { VisuallyHidden } from '../internal/visually-hidden';
import { niceTicks } from './chart-scale';
import type { ChartDatum } from './chart-types';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export const CHART_WIDTH = 640;
export const PLOT = { top: 12, right: 16, bottom: 36, left: 64 } as const;

interface ChartFrameProps {
  data: readonly ChartDatum[];
  title: string;
  hideTitle: boolean;
  height: number;
  valueFormatter: (value: number) => string;
  children: (geometry: { x: (index: number) => number; y: (value: number) => number; band: number; baseline: number }) => ReactNode;
  /** Bars sit in bands; line points sit on them. */
  banded: boolean;
}

/**
 * Axes, grid, caption and a screen-reader data table shared by the charts. The SVG scales to its
 * container through its viewBox, so no resize observer is needed.
 */
export function ChartFrame({ data, title, hideTitle, height, valueFormatter, children, banded }: ChartFrameProps) {
  const { t } = useDesignSystemText();
  const theme = useTheme();
  const titleId = useId();
  const max = Math.max(0, ...data.map((d) => d.value));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1];
  const plotWidth = CHART_WIDTH - PLOT.left - PLOT.right;
  const plotHeight = height - PLOT.top - PLOT.bottom;
  const band = data.length > 0 ? plotWidth / data.length : plotWidth;
  const x = (index: number) =>
    banded ? PLOT.left + band * index + band / 2 : PLOT.left + (data.length <= 1 ? plotWidth / 2 : (plotWidth * index) / (data.length - 1));
  const y = (value: number) => PLOT.top + plotHeight - (plotHeight * value) / (top || 1);
  const baseline = PLOT.top + plotHeight;
  // Skip labels when they would collide (about 56 px each).
  const labelEvery = Math.max(1, Math.ceil((data.length * 56) / plotWidth));

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography
        component="figcaption"
        id={titleId}
        variant="subtitle2"
        sx={hideTitle ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } : { mb: 1 }}
      >
        {title}
      </Typography>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
        width="100%"
        style={{ display: 'block', overflow: 'visible', fontFamily: theme.typography.fontFamily }}
      >
        {ticks.map((tick) => (
          <g key={tick} aria-hidden>
            <line x1={PLOT.left} x2={CHART_WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} strokeDasharray={tick === 0 ? undefined : '4 4'} />
            <text x={PLOT.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill={theme.palette.text.secondary}>
              {valueFormatter(tick)}
            </text>
          </g>
        ))}
        {data.map((datum, index) =>
          index % labelEvery === 0 ? (
            <text key={`${datum.label}-${index}`} aria-hidden x={x(index)} y={baseline + 22} textAnchor="middle" fontSize={12} fill={theme.palette.text.secondary}>
              {datum.label}
            </text>
          ) : null,
        )}
        {children({ x, y, band, baseline })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.labelColumn')}</th>
              <th scope="col">{t('chart.valueColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum, index) => (
              <tr key={`${datum.label}-${index}`}>
                <th scope="row">{datum.label}</th>
                <td>{valueFormatter(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
