import { useTheme } from '@mui/material/styles';
import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-types';

const defaultFormatter = (value: number) => value.toLocaleString('en-IN');

/** Vertical bars for counts per category or period (consultations per day, revenue per astrologer). */
export function BarChart({ data, title, valueFormatter = defaultFormatter, height = 240, color = 'primary', hideTitle = false }: ChartProps) {
  const theme = useTheme();
  const fill = theme.palette[color].main;
  return (
    <ChartFrame data={data} title={title} hideTitle={hideTitle} height={height} valueFormatter={valueFormatter} banded>
      {({ x, y, band, baseline }) => {
        const width = Math.min(48, band * 0.6);
        return data.map((datum, index) => {
          const top = y(Math.max(0, datum.value));
          return (
            <rect key={`${datum.label}-${index}`} x={x(index) - width / 2} y={top} width={width} height={Math.max(0, baseline - top)} rx={4} fill={fill}>
              <title>{`${datum.label}: ${valueFormatter(datum.value)}`}</title>
            </rect>
          );
        });
      }}
    </ChartFrame>
  );
}
