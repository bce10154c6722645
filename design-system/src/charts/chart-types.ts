export interface ChartDatum {
  label: string;
  value: number;
}

export interface ChartProps {
  data: readonly ChartDatum[];
  /** Accessible name and visible caption. */
  title: string;
  /** Formats values on the axis, in tooltips and in the data table (e.g. formatPaise). */
  valueFormatter?: (value: number) => string;
  /** Drawing height in px; the width follows the container. */
  height?: number;
  color?: 'primary' | 'secondary' | 'success' | 'info';
  /** Hide the visible caption (the accessible name stays). */
  hideTitle?: boolean;
}
