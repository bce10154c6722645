import { useId } from 'react';
import { useTheme } from '@mui/material/styles';
import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-types';

const defaultFormatter = (value: number) => value.toLocaleString('en-IN');

/** A line with a soft area fill for a trend over time (daily revenue, sign-ups). */
export function LineChart({ data, title, valueFormatter = defaultFormatter, height = 240, color = 'primary', hideTitle = false }: ChartProps) {
  const theme = useTheme();
  // React ids contain characters that are not valid in a url(#...) reference.
  const gradientId = `line-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const stroke = theme.palette[color].main;
  return (
    <ChartFrame data={data} title={title} hideTitle={hideTitle} height={height} valueFormatter={valueFormatter} banded={false}>
      {({ x, y, baseline }) => {
        if (data.length === 0) return null;
        const points = data.map((datum, index) => `${x(index)},${y(Math.max(0, datum.value))}`);
        // An SVG path, not copy.
        // eslint-disable-next-line i18next/no-literal-string
        const area = `M${x(0)},${baseline} L${points.join(' L')} L${x(data.length - 1)},${baseline} Z`;
        return (
          <>
            <defs>
              <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor={stroke} stopOpacity={0.28} />
                <stop offset="100%" stopColor={stroke} stopOpacity={0} />
              </linearGradient>
            </defs>
            <path d={area} fill={`url(#${gradientId})`} aria-hidden />
            <polyline points={points.join(' ')} fill="none" stroke={stroke} strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" aria-hidden />
            {data.map((datum, index) => (
              <circle key={`${datum.label}-${index}`} cx={x(index)} cy={y(Math.max(0, datum.value))} r={4} fill={theme.palette.background.paper} stroke={stroke} strokeWidth={2}>
                <title>{`${datum.label}: ${valueFormatter(datum.value)}`}</title>
              </circle>
            ))}
          </>
        );
      }}
    </ChartFrame>
  );
}
