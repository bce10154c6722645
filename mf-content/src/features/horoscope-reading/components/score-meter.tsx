import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { filledSegments, SCORE_SEGMENTS, scoreTone } from '../model/score-bands';
import { useContentText } from '../../../locales/use-text';

/** A 0-100 score as a five-segment bar in its band's colour, with the number for screen readers and eyes. */
export function ScoreMeter({ label, score }: { label: string; score: number }) {
  const { t } = useContentText();
  const tone = scoreTone(score);
  const filled = filledSegments(score);
  return (
    <Box role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={score}>
      <Stack direction="row" justifyContent="space-between" sx={{ mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color={`${tone}.main`} sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {t('reading.scorePercent', { score })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.5} aria-hidden>
        {Array.from({ length: SCORE_SEGMENTS }, (_, index) => (
          <Box key={index} sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: index < filled ? `${tone}.main` : 'action.hover' }} />
        ))}
      </Stack>
    </Box>
  );
}
