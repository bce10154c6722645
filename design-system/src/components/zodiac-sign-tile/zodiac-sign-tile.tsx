import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ZodiacSign } from './zodiac-signs';
import { formatAxisPeriod } from '@astrosetu/design-system/format';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface ZodiacSignTileProps {
  sign: ZodiacSign;
  /** Marks the tile as the current choice (sign pickers). */
  selected?: boolean;
  /** Makes the tile a button. */
  onSelect?: (sign: ZodiacSign) => void;
  /** Makes the tile a link (e.g. to /horoscopes). Ignored when onSelect is given. */
  href?: string;
  /** Show the date range under the names. */
  showDates?: boolean;
  size?: 'regular' | 'compact';
}

/**
 * The sign's name as the reader of the site's language knows it ("Leo", "सिंह", "సింహం", "মেষ"): from the catalogue, so
 * the names of every language are not downloaded with the data of the twelve signs.
 */
export function useZodiacSignName(): (sign: ZodiacSign) => string {
  const { t } = useDesignSystemText();
  return (sign) => t(`zodiac.${sign.id}`);
}

/** 'Mar 21 – Apr 19' (English), '21 मार्च – 19 अप्रैल' (Hindi): a year-less day range in the site's language. */
function dateRange(sign: ZodiacSign): string {
  const day = ({ month, day: date }: { month: number; day: number }) => formatAxisPeriod(`2001-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`);
  return `${day(sign.from)} – ${day(sign.to)}`;
}

/**
 * A zodiac sign with its glyph and its name in the site's language. An English reader also gets the Sanskrit name
 * (in Latin letters) and the Hindi and Tamil names, the ones Indian almanacs use; a reader of an Indian language
 * already reads the Sanskrit name in their own script (मेष, మేషం), so nothing in Latin letters or another script is
 * added (issue 38: no English left on a page but names).
 */
export function ZodiacSignTile({ sign, selected = false, onSelect, href, showDates = false, size = 'regular' }: ZodiacSignTileProps) {
  const { t, language } = useDesignSystemText();
  const compact = size === 'compact';
  const body: ReactNode = (
    <Stack alignItems="center" textAlign="center" spacing={compact ? 0.25 : 0.5} sx={{ p: compact ? 1.5 : 2.25 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: compact ? 40 : 56,
          height: compact ? 40 : 56,
          mb: compact ? 0.5 : 1,
          borderRadius: '50%',
          fontSize: compact ? 22 : 30,
          lineHeight: 1,
          color: selected ? theme.palette.primary.contrastText : theme.palette.primary.main,
          bgcolor: selected ? theme.palette.primary.main : alpha(theme.palette.brand.marigold, theme.palette.mode === 'light' ? 0.18 : 0.22),
          fontFamily: '"Noto Sans Symbols", "Noto Sans Symbols 2", "DejaVu Sans", "Segoe UI Symbol", sans-serif',
        })}
      >
        {sign.symbol}
      </Box>
      <Typography variant={compact ? 'subtitle2' : 'subtitle1'} component="span" sx={{ fontWeight: 700 }}>
        {t(`zodiac.${sign.id}`)}
      </Typography>
      {language === 'en' ? (
        <>
          <Typography variant="body2" component="span" color="text.secondary" lang="sa-Latn">
            {sign.sanskrit}
          </Typography>
          <Typography variant="body2" component="span" lang="hi">
            {sign.hindi}
          </Typography>
          <Typography variant="body2" component="span" lang="ta">
            {sign.tamil}
          </Typography>
        </>
      ) : null}
      {showDates ? (
        <Typography variant="caption" component="span" color="text.secondary">
          {dateRange(sign)}
        </Typography>
      ) : null}
    </Stack>
  );

  const cardSx = {
    height: '100%',
    borderWidth: selected ? 2 : 1,
    borderColor: selected ? 'primary.main' : 'divider',
    transition: 'transform 150ms, box-shadow 150ms, border-color 150ms',
    '&:hover': onSelect || href ? { borderColor: 'primary.main', transform: 'translateY(-2px)' } : undefined,
    '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
  } as const;

  if (onSelect) {
    return (
      <Card sx={cardSx}>
        <CardActionArea onClick={() => onSelect(sign)} aria-pressed={selected} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      </Card>
    );
  }
  if (href) {
    return (
      <Card sx={cardSx}>
        <CardActionArea href={href} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      </Card>
    );
  }
  return <Card sx={cardSx}>{body}</Card>;
}
