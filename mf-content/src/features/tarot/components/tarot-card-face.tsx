import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DrawnCard } from '../model/draw-reading';
import type { TarotCardText } from './use-tarot-card-text';

/** Variation selector 15: draw the glyph as text, not as a colour emoji. */
const TEXT_PRESENTATION = '\uFE0E';

/** Tamil, Telugu, Kannada and Malayalam (one block, U+0B80-U+0D7F), whose letters are wide; Devanagari, Bengali and
 * Gujarati fit the face at the caption size. */
const WIDE_SCRIPT = /[\u0B80-\u0D7F]/;

/**
 * Tamil, Telugu, Kannada and Malayalam letters are wide: a long word ("பென்டக்கிள்ஸ்", "పెంటకిల్స్", "ಪೆಂಟಕಲ್ಸ್",
 * "പെന്റക്കിൾസ്") would break in the middle on the 96 px face, so those names get a smaller size by their longest word.
 * Other scripts keep the caption size.
 */
function faceNameSize(name: string): string | undefined {
  if (!WIDE_SCRIPT.test(name)) return undefined;
  const longestWord = Math.max(...name.split(' ').map((word) => word.length));
  if (longestWord >= 12) return '0.5625rem';
  if (longestWord >= 8) return '0.625rem';
  return undefined;
}

/** A drawn card drawn in CSS: numeral (or rank), glyph and name; a reversed card is shown upside down. */
export function TarotCardFace({ drawn, text }: { drawn: DrawnCard; text: TarotCardText }) {
  const nameSize = faceNameSize(text.name);
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 96,
        height: 156,
        flexShrink: 0,
        borderRadius: 2,
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
        color: theme.palette.brand.onHero,
        background: `linear-gradient(160deg, ${theme.palette.brand.heroFrom}, ${theme.palette.brand.heroTo})`,
        border: `2px solid ${theme.palette.brand.marigold}`,
        boxShadow: theme.shadows[3],
        transform: drawn.upright ? 'none' : 'rotate(180deg)',
      })}
    >
      <Typography variant="caption" sx={{ fontWeight: 700, color: 'brand.marigold' }}>
        {text.mark}
      </Typography>
      <Box sx={{ fontSize: 38, lineHeight: 1, fontFamily: '"Noto Sans Symbols", "Noto Sans Symbols 2", "DejaVu Sans", sans-serif' }}>
        {drawn.card.symbol + TEXT_PRESENTATION}
      </Box>
      <Typography variant="caption" sx={{ textAlign: 'center', lineHeight: 1.2, fontWeight: 600, overflowWrap: 'anywhere', fontSize: nameSize }}>
        {text.name}
      </Typography>
    </Box>
  );
}
