import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { chartStyles, type ChartStyle } from '@astrosetu/contracts';
import { requestChartImage, useChartImage } from '../../../shared/astrology/chart-image-api';
import { useContentText } from '../../../locales/use-text';
import { saveBlob } from '@astrosetu/web-core/files';
import { formatTime } from '@astrosetu/design-system/format';
import { SAMPLE_CHART, SAMPLE_CHART_DRAWING, STYLE_TEST_STEP_MS } from '../model/sample-chart';

interface LogEntry {
  id: number;
  ok: boolean;
  text: string;
}


/** The log's marks for a passed and a failed step (symbols, the same in every language). */
const PASSED = '✓';
const FAILED = '✗';

/** A bench for the chart renderer: a fixed sample chart in each style, downloads and a log of what happened. */
export function ChartTestBench() {
  const { t } = useContentText();
  const styleName = (candidate: ChartStyle) => t(`chart.styles.${candidate}`);
  const TITLE = t('chartTest.sampleTitle');
  const [style, setStyle] = useState<ChartStyle>('north');
  const [log, setLog] = useState<LogEntry[]>([]);
  const [testing, setTesting] = useState(false);
  const nextId = useRef(1);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const image = useChartImage({ chart: SAMPLE_CHART_DRAWING, style, format: 'svg', title: TITLE });
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const record = (ok: boolean, text: string) => {
    const time = formatTime(new Date().toISOString());
    setLog((entries) => [{ id: nextId.current++, ok, text: `${time} ${text}` }, ...entries].slice(0, 50));
  };

  useEffect(() => {
    if (image.url) record(true, t('chartTest.rendered', { style: styleName(style) }));
    if (image.error) record(false, t('chartTest.failed', { style: styleName(style), message: image.error }));
    // Log once per finished render of a style.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image.url, image.error]);

  const testAllStyles = () => {
    setTesting(true);
    record(true, t('chartTest.testingAll'));
    chartStyles.forEach((candidate, index) => {
      timers.current.push(setTimeout(() => setStyle(candidate), index * STYLE_TEST_STEP_MS));
    });
    timers.current.push(setTimeout(() => setTesting(false), chartStyles.length * STYLE_TEST_STEP_MS));
  };

  const download = async (format: 'svg' | 'png') => {
    try {
      const blob = await requestChartImage({ chart: SAMPLE_CHART_DRAWING, style, format, title: TITLE, size: 500 });
      if (blob.size === 0) throw new Error(format === 'svg' ? t('chartTest.svgMissing') : t('chartTest.pngFailed'));
      saveBlob(blob, `sample-chart-${style}.${format}`);
      record(true, t(format === 'png' ? 'chartTest.pngDownloaded' : 'chartTest.svgDownloaded', { style: styleName(style), size: (blob.size / 1024).toFixed(1) }));
    } catch (error) {
      record(false, t('chartTest.failure', { what: format === 'png' ? t('chartTest.pngFailed') : t('chartTest.svgFailed'), message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Stack spacing={2} alignItems="center">
        <ToggleButtonGroup value={style} exclusive onChange={(_event, next: ChartStyle | null) => next && setStyle(next)} aria-label={t('chart.styleLabel')} size="small" disabled={testing}>
          {chartStyles.map((candidate) => (
            <ToggleButton key={candidate} value={candidate}>
              {styleName(candidate)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ width: '100%', maxWidth: 460, aspectRatio: '1 / 1', border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', bgcolor: '#fff' }}>
          {image.url ? <Box component="img" src={image.url} alt={t('chartTest.sampleAlt', { style: styleName(style) })} sx={{ width: '100%', height: '100%', display: 'block' }} /> : null}
        </Box>
        <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap justifyContent="center">
          <Button variant="contained" startIcon={<PlayArrowRounded />} onClick={testAllStyles} disabled={testing}>
            {testing ? t('chartTest.testing') : t('chartTest.testAll')}
          </Button>
          <Button variant="outlined" startIcon={<DownloadRounded />} onClick={() => void download('svg')}>
            {t('chart.downloadSvg')}
          </Button>
          <Button variant="outlined" startIcon={<DownloadRounded />} onClick={() => void download('png')}>
            {t('chart.downloadPng')}
          </Button>
        </Stack>
      </Stack>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('chartTest.sampleData')}
          </Typography>
          <Typography variant="body2">
            {t('chartTest.summary', {
              sign: SAMPLE_CHART.ascendant.sign,
              degree: SAMPLE_CHART.ascendant.degree,
              ayanamsa: SAMPLE_CHART.ayanamsa,
              vara: SAMPLE_CHART.panchang.vara,
              tithi: SAMPLE_CHART.panchang.tithi,
              nakshatra: SAMPLE_CHART.panchang.nakshatra,
              yoga: SAMPLE_CHART.panchang.yoga,
              karana: SAMPLE_CHART.panchang.karan,
            })}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, columns: { sm: 2 } }}>
            {SAMPLE_CHART.planets.map((planet) => (
              <Typography component="li" variant="body2" key={planet.name}>
                {t('chartTest.planetLine', { planet: planet.name, sign: planet.sign, degree: planet.degree, house: planet.house, nakshatra: planet.nakshatra, lord: planet.nakshatraLord })}
              </Typography>
            ))}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('chartTest.log')}
          </Typography>
          <Box role="log" aria-label={t('chartTest.log')} aria-live="polite" sx={{ maxHeight: 260, overflowY: 'auto', fontFamily: 'monospace', fontSize: 13 }}>
            {log.length === 0 ? <p>{t('chartTest.noResults')}</p> : null}
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {log.map((entry) => (
                <Box component="li" key={entry.id} sx={{ color: entry.ok ? 'success.main' : 'error.main', py: 0.25 }}>
                  {entry.ok ? PASSED : FAILED} {entry.text}
                </Box>
              ))}
            </Box>
          </Box>
        </Paper>
      </Stack>
    </Box>
  );
}
