import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BackHandRounded from '@mui/icons-material/BackHandRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { useContentText } from '../../../locales/use-text';
import { PALM_ANALYSIS_MS, samplePalmReading, type Hand, type PalmReading } from '../model/sample-palm-reading';

const STRENGTH_COLOR = { strong: 'success', moderate: 'info', weak: 'warning' } as const;
const GUIDANCE = ['life', 'career', 'relationships', 'health'] as const;

function ReadingView({ reading }: { reading: PalmReading }) {
  const { t } = useContentText();
  return (
    <Box component="section" aria-labelledby="palm-reading-heading">
      <Typography id="palm-reading-heading" variant="h5" component="h3" sx={{ mb: 1 }}>
        {t(reading.dominantHand === 'right' ? 'palmistry.reading.headingRight' : 'palmistry.reading.headingLeft')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('palmistry.sample.handShape')} {t('palmistry.sample.fingerTypes')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {reading.majorLines.map((line) => (
          <Card key={line.id} variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
                <Typography variant="subtitle1" component="h4">
                  {t(`palmistry.sample.lines.${line.id}.name`)}
                </Typography>
                <Chip size="small" label={t(`palmistry.strength.${line.strength}`)} color={STRENGTH_COLOR[line.strength]} variant="outlined" />
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('palmistry.reading.lineCaption', {
                  description: t(`palmistry.sample.lines.${line.id}.description`),
                  significance: t(`palmistry.sample.lines.${line.id}.significance`),
                })}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t(`palmistry.sample.lines.${line.id}.reading`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography variant="h6" component="h4" sx={{ mt: 3, mb: 1 }}>
        {t('palmistry.reading.mounts')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {reading.mounts.map((mount) => (
          <Typography component="li" variant="body2" key={mount.id}>
            <strong>{t(`palmistry.sample.mounts.${mount.id}.name`)}</strong>{' '}
            {t('palmistry.reading.mountDetail', {
              planet: t(`palmistry.sample.mounts.${mount.id}.planet`),
              development: t(`palmistry.development.${mount.development}`),
              characteristics: t(`palmistry.sample.mounts.${mount.id}.characteristics`),
            })}
          </Typography>
        ))}
      </Box>
      <Typography variant="h6" component="h4" sx={{ mt: 3, mb: 1 }}>
        {t('palmistry.reading.guidance')}
      </Typography>
      <Stack spacing={1}>
        {GUIDANCE.map((topic) => (
          <Typography variant="body2" key={topic}>
            <strong>{t(`palmistry.reading.${topic}`)}</strong> {t(`palmistry.sample.guidance.${topic}`)}
          </Typography>
        ))}
        <Typography variant="body2">
          <strong>{t('palmistry.reading.specialMarks')}</strong>{' '}
          {t('palmistry.reading.marks', { marks: reading.specialMarks.map((mark) => t(`palmistry.sample.marks.${mark}`)).join('; ') })}
        </Typography>
      </Stack>
    </Box>
  );
}

/**
 * Palmistry, simulated: a photo of the palm is required and previewed, but not analysed; after about 3 s the
 * same sample reading is shown for everyone. Labelled as such, above and in the result.
 */
export function PalmistryReader() {
  const { t } = useContentText();
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [hand, setHand] = useState<Hand>('right');
  const [analysing, setAnalysing] = useState(false);
  const [reading, setReading] = useState<PalmReading | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => () => (image ? URL.revokeObjectURL(image.url) : undefined), [image]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || !file.type.startsWith('image/')) return;
    setReading(null);
    setImage({ file, url: URL.createObjectURL(file) });
  };

  const analyse = () => {
    if (!image) return;
    setAnalysing(true);
    setReading(null);
    timer.current = setTimeout(() => {
      setAnalysing(false);
      setReading(samplePalmReading(hand));
    }, PALM_ANALYSIS_MS);
  };

  return (
    <Stack spacing={3}>
      <Alert severity="info" variant="outlined">
        <strong>{t('palmistry.notice.title')}</strong> {t('palmistry.notice.text')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'center' }}>
        {/* The input stays focusable (visually hidden, not display:none) so keyboards reach it; the label is its face. */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<UploadFileRounded />}
          sx={{ '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {image ? t('palmistry.form.another') : t('palmistry.form.upload')}
          <Box
            component="input"
            type="file"
            accept="image/*"
            onChange={choose}
            aria-label={t('palmistry.form.photo')}
            sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', m: '-1px', p: 0, border: 0 }}
          />
        </Button>
        <Box>
          <FormLabel id="palm-hand-label">{t('palmistry.form.hand')}</FormLabel>
          <RadioGroup row aria-labelledby="palm-hand-label" value={hand} onChange={(event) => setHand(event.target.value as Hand)}>
            <FormControlLabel value="right" control={<Radio />} label={t('palmistry.form.right')} />
            <FormControlLabel value="left" control={<Radio />} label={t('palmistry.form.left')} />
          </RadioGroup>
        </Box>
      </Stack>
      {image ? (
        <Stack direction="row" spacing={2} alignItems="center">
          <Box component="img" src={image.url} alt={t('palmistry.form.photoAlt')} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2, border: 1, borderColor: 'divider' }} />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {image.file.name}
          </Typography>
        </Stack>
      ) : null}
      <Box>
        <Button variant="contained" size="large" startIcon={<BackHandRounded />} disabled={!image || analysing} onClick={analyse}>
          {analysing ? t('palmistry.form.analysing') : t('palmistry.form.analyse')}
        </Button>
      </Box>
      {analysing ? (
        <Box role="status">
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('palmistry.form.preparing')}
          </Typography>
          <LinearProgress aria-label={t('palmistry.form.preparingProgress')} />
        </Box>
      ) : null}
      {reading ? <ReadingView reading={reading} /> : null}
    </Stack>
  );
}
