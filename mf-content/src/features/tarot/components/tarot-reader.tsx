import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import StyleRounded from '@mui/icons-material/StyleRounded';
import { drawReading, OUTCOME_TEXT, type TarotReading } from '../model/draw-reading';
import { newSeed, parseSeed } from '../model/seeded-random';
import { isTarotSpreadId, TAROT_SPREADS, tarotSpreadIds, type TarotSpreadId } from '../model/spreads';
import { TarotCardFace } from './tarot-card-face';

/** The shuffle takes about 2 s before the cards are shown. */
export const TAROT_SHUFFLE_MS = 2000;

function ReadingView({ reading, question }: { reading: TarotReading; question: string }) {
  const spread = TAROT_SPREADS[reading.spread];
  return (
    <Box component="section" aria-labelledby="tarot-reading-heading">
      <Typography id="tarot-reading-heading" variant="h5" component="h3">
        Your {spread.name} reading
      </Typography>
      {question ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Question: {question}
        </Typography>
      ) : null}
      <Box component="ol" aria-label="Cards drawn" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {reading.cards.map((drawn, index) => (
          <Card component="li" key={drawn.card.id} variant="outlined" aria-label={`${index + 1}. ${drawn.position}: ${drawn.card.name}, ${drawn.upright ? 'upright' : 'reversed'}`}>
            <CardContent sx={{ display: 'flex', gap: 2 }}>
              <TarotCardFace drawn={drawn} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="overline" color="text.secondary" component="p">
                  {index + 1}. {drawn.position}
                </Typography>
                <Typography variant="h6" component="h4">
                  {drawn.card.name}
                </Typography>
                <Chip size="small" label={drawn.upright ? 'Upright' : 'Reversed'} color={drawn.upright ? 'success' : 'warning'} variant="outlined" sx={{ my: 0.75 }} />
                <Typography variant="body2">{drawn.meaning}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {drawn.card.keywords.join(' · ')}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Alert severity={reading.outcome === 'positive' ? 'success' : reading.outcome === 'mixed' ? 'info' : 'warning'} sx={{ mt: 3 }}>
        <strong>Outcome:</strong> {OUTCOME_TEXT[reading.outcome]} <strong>Timing:</strong> expect movement within {reading.timing}.
      </Alert>
    </Box>
  );
}

/**
 * Tarot in the browser: a question, a spread, a 2 s shuffle, then the cards. The shuffle's seed goes into the
 * URL (?spread=&seed=), so the same link shows the same reading again.
 */
export function TarotReader() {
  const [params, setParams] = useSearchParams();
  const seed = parseSeed(params.get('seed'));
  const spreadParam = params.get('spread');
  const sharedSpread = isTarotSpreadId(spreadParam) ? spreadParam : null;
  const [spread, setSpread] = useState<TarotSpreadId>(sharedSpread ?? 'three-card');
  const [question, setQuestion] = useState('');
  const [shuffling, setShuffling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const reading = useMemo(() => (seed !== null && sharedSpread ? drawReading(sharedSpread, seed) : null), [seed, sharedSpread]);

  const draw = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim() === '' || shuffling) return;
    setShuffling(true);
    timer.current = setTimeout(() => {
      setShuffling(false);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('spread', spread);
          next.set('seed', newSeed());
          return next;
        },
        { preventScrollReset: true },
      );
    }, TAROT_SHUFFLE_MS);
  };

  const startOver = () => {
    setQuestion('');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('seed');
        next.delete('spread');
        return next;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <Stack spacing={3}>
      <Box component="form" onSubmit={draw} noValidate aria-label="Tarot reading">
        <Stack spacing={2}>
          <TextField
            label="Your question"
            required
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder="e.g. What should I focus on in my career this year?"
            multiline
            minRows={2}
          />
          <TextField select label="Spread" value={spread} onChange={(event) => setSpread(event.target.value as TarotSpreadId)} helperText={TAROT_SPREADS[spread].description}>
            {tarotSpreadIds.map((id) => (
              <MenuItem key={id} value={id}>
                {TAROT_SPREADS[id].name} ({TAROT_SPREADS[id].positions.length} cards)
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
            <Button type="submit" variant="contained" size="large" disabled={question.trim() === '' || shuffling} startIcon={<StyleRounded />}>
              {shuffling ? 'Shuffling the cards...' : 'Draw Cards'}
            </Button>
            {reading ? (
              <Button variant="text" onClick={startOver}>
                Ask another question
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Box>
      {shuffling ? (
        <Box role="status">
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Shuffling the 78 cards of the tarot...
          </Typography>
          <LinearProgress aria-label="Shuffling" />
        </Box>
      ) : null}
      {reading && !shuffling ? <ReadingView reading={reading} question={question.trim()} /> : null}
      <Typography variant="caption" color="text.secondary">
        Cards are shuffled in your browser with a random seed; nothing is sent to a server. The link of a reading shows the same cards
        again. Tarot is for reflection and entertainment, not a prediction you must follow.
      </Typography>
    </Stack>
  );
}
