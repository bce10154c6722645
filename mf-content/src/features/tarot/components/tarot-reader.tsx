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
import { drawReading, type TarotReading } from '../model/draw-reading';
import { newSeed, parseSeed } from '../model/seeded-random';
import { isTarotSpreadId, TAROT_SPREADS, tarotSpreadIds, type TarotSpreadId } from '../model/spreads';
import { useContentText } from '../../../locales/use-text';
import { TarotCardFace } from './tarot-card-face';
import { useTarotCardText } from './use-tarot-card-text';

/** The shuffle takes about 2 s before the cards are shown. */
export const TAROT_SHUFFLE_MS = 2000;

const TIMING_KEY = { '1-3 months': 'tarot.timing.soon', '3-6 months': 'tarot.timing.later' } as const;

function ReadingView({ reading, question }: { reading: TarotReading; question: string }) {
  const { t } = useContentText();
  const cardText = useTarotCardText();
  const positionName = (index: number) => t(`tarot.spreads.${reading.spread}.positions.${index}` as Parameters<typeof t>[0]);
  return (
    <Box component="section" aria-labelledby="tarot-reading-heading">
      <Typography id="tarot-reading-heading" variant="h5" component="h3">
        {t('tarot.reading.heading', { spread: t(`tarot.spreads.${reading.spread}.name`) })}
      </Typography>
      {question ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('tarot.reading.question', { question })}
        </Typography>
      ) : null}
      {cardText ? (
        <Box component="ol" aria-label={t('tarot.reading.cards')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {reading.cards.map((drawn, index) => {
            const text = cardText(drawn.card);
            const label = { number: index + 1, position: positionName(index), card: text.name };
            return (
              <Card component="li" key={drawn.card.id} variant="outlined" aria-label={t(drawn.upright ? 'tarot.reading.cardUpright' : 'tarot.reading.cardReversed', label)}>
                <CardContent sx={{ display: 'flex', gap: 2 }}>
                  <TarotCardFace drawn={drawn} text={text} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="overline" color="text.secondary" component="p">
                      {t('tarot.reading.position', label)}
                    </Typography>
                    <Typography variant="h6" component="h4">
                      {text.name}
                    </Typography>
                    <Chip
                      size="small"
                      label={t(drawn.upright ? 'tarot.reading.upright' : 'tarot.reading.reversed')}
                      color={drawn.upright ? 'success' : 'warning'}
                      variant="outlined"
                      sx={{ my: 0.75 }}
                    />
                    <Typography variant="body2">{drawn.upright ? text.upright : text.reversed}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {text.keywords}
                    </Typography>
                  </Box>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      ) : (
        <LinearProgress aria-label={t('tarot.reading.loading')} sx={{ mt: 2 }} />
      )}
      <Alert severity={reading.outcome === 'positive' ? 'success' : reading.outcome === 'mixed' ? 'info' : 'warning'} sx={{ mt: 3 }}>
        <strong>{t('tarot.reading.outcome')}</strong> {t(`tarot.outcome.${reading.outcome}`)} <strong>{t('tarot.reading.timing')}</strong> {t(TIMING_KEY[reading.timing])}
      </Alert>
    </Box>
  );
}

/**
 * Tarot in the browser: a question, a spread, a 2 s shuffle, then the cards. The shuffle's seed goes into the
 * URL (?spread=&seed=), so the same link shows the same reading again.
 */
export function TarotReader() {
  const { t } = useContentText();
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
      <Box component="form" onSubmit={draw} noValidate aria-label={t('tarot.form.label')}>
        <Stack spacing={2}>
          <TextField
            label={t('tarot.form.question')}
            required
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={t('tarot.form.questionPlaceholder')}
            multiline
            minRows={2}
          />
          <TextField
            select
            label={t('tarot.form.spread')}
            value={spread}
            onChange={(event) => setSpread(event.target.value as TarotSpreadId)}
            helperText={t(`tarot.spreads.${spread}.description`)}
          >
            {tarotSpreadIds.map((id) => (
              <MenuItem key={id} value={id}>
                {t('tarot.form.spreadOption', { name: t(`tarot.spreads.${id}.name`), count: TAROT_SPREADS[id].positions.length })}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
            <Button type="submit" variant="contained" size="large" disabled={question.trim() === '' || shuffling} startIcon={<StyleRounded />}>
              {shuffling ? t('tarot.form.shuffling') : t('tarot.form.draw')}
            </Button>
            {reading ? (
              <Button variant="text" onClick={startOver}>
                {t('tarot.form.another')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Box>
      {shuffling ? (
        <Box role="status">
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('tarot.shuffle.status')}
          </Typography>
          <LinearProgress aria-label={t('tarot.shuffle.progress')} />
        </Box>
      ) : null}
      {reading && !shuffling ? <ReadingView reading={reading} question={question.trim()} /> : null}
      <Typography variant="caption" color="text.secondary">
        {t('tarot.disclaimer')}
      </Typography>
    </Stack>
  );
}
