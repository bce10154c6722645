import Typography, { type TypographyProps } from '@mui/material/Typography';
import { formatPaise } from '@astrosetu/design-system/format';

export interface PriceProps {
  /** Amount in paise (integer hundredths of a rupee). */
  paise: number;
  /** Show paise after the decimal point (default true). */
  decimals?: boolean;
  /** Text after the amount, e.g. "/min". */
  suffix?: string;
  /** A crossed-out "was" price. */
  strikethrough?: boolean;
  variant?: TypographyProps['variant'];
  color?: TypographyProps['color'];
  fontWeight?: number;
}

/** An amount of money in rupees with Indian digit grouping: ₹1,00,000.00. */
export function Price({ paise, decimals = true, suffix, strikethrough = false, variant = 'body1', color, fontWeight = 600 }: PriceProps) {
  const text = formatPaise(paise, { decimals });
  const content = (
    <>
      {text}
      {suffix ? (
        <Typography component="span" variant="inherit" sx={{ fontWeight: 400, opacity: 0.85 }}>
          {suffix}
        </Typography>
      ) : null}
    </>
  );
  return (
    <Typography
      component="span"
      variant={variant}
      color={color ?? (strikethrough ? 'text.secondary' : undefined)}
      sx={{ fontWeight: strikethrough ? 400 : fontWeight, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {strikethrough ? <del>{content}</del> : content}
    </Typography>
  );
}
