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

const TITLE = 'Sample Chart';

/** A bench for the chart renderer: a fixed sample chart in each style, downloads and a log of what happened. */
export function ChartTestBench() {
  const { t } = useContentText();
  const styleName = (candidate: ChartStyle) => t(`chart.styles.${candidate}`);
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
    if (image.url) record(true, `${styleName(style)} chart rendered`);
    if (image.error) record(false, `${styleName(style)} chart failed: ${image.error}`);
    // Log once per finished render of a style.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image.url, image.error]);

  const testAllStyles = () => {
    setTesting(true);
    record(true, 'Testing all styles...');
    chartStyles.forEach((candidate, index) => {
      timers.current.push(setTimeout(() => setStyle(candidate), index * STYLE_TEST_STEP_MS));
    });
    timers.current.push(setTimeout(() => setTesting(false), chartStyles.length * STYLE_TEST_STEP_MS));
  };

  const download = async (format: 'svg' | 'png') => {
    try {
      const blob = await requestChartImage({ chart: SAMPLE_CHART_DRAWING, style, format, title: TITLE, size: 500 });
      if (blob.size === 0) throw new Error(format === 'svg' ? 'SVG element not found' : 'PNG conversion failed');
      saveBlob(blob, `sample-chart-${style}.${format}`);
      record(true, `${format.toUpperCase()} downloaded (${styleName(style)}, ${(blob.size / 1024).toFixed(1)} KB${format === 'png' ? ', 500 × 500, white background' : ''})`);
    } catch (error) {
      record(false, `${format === 'png' ? 'PNG conversion failed' : 'SVG download failed'}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Stack spacing={2} alignItems="center">
        <ToggleButtonGroup value={style} exclusive onChange={(_event, next: ChartStyle | null) => next && setStyle(next)} aria-label="Chart style" size="small" disabled={testing}>
          {chartStyles.map((candidate) => (
            <ToggleButton key={candidate} value={candidate}>
              {styleName(candidate)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ width: '100%', maxWidth: 460, aspectRatio: '1 / 1', border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', bgcolor: '#fff' }}>
          {image.url ? <Box component="img" src={image.url} alt={`${styleName(style)} sample chart`} sx={{ width: '100%', height: '100%', display: 'block' }} /> : null}
        </Box>
        <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap justifyContent="center">
          <Button variant="contained" startIcon={<PlayArrowRounded />} onClick={testAllStyles} disabled={testing}>
            {testing ? 'Testing...' : 'Test All Styles'}
          </Button>
          <Button variant="outlined" startIcon={<DownloadRounded />} onClick={() => void download('svg')}>
            Download SVG
          </Button>
          <Button variant="outlined" startIcon={<DownloadRounded />} onClick={() => void download('png')}>
            Download PNG
          </Button>
        </Stack>
      </Stack>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Sample data
          </Typography>
          <Typography variant="body2">
            Ascendant {SAMPLE_CHART.ascendant.sign} {SAMPLE_CHART.ascendant.degree}° · Ayanamsa {SAMPLE_CHART.ayanamsa}° ·{' '}
            {SAMPLE_CHART.panchang.vara}, {SAMPLE_CHART.panchang.tithi}, {SAMPLE_CHART.panchang.nakshatra}, {SAMPLE_CHART.panchang.yoga} yoga,{' '}
            {SAMPLE_CHART.panchang.karan} karana
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, columns: { sm: 2 } }}>
            {SAMPLE_CHART.planets.map((planet) => (
              <Typography component="li" variant="body2" key={planet.name}>
                {planet.name}: {planet.sign} {planet.degree}°, house {planet.house}, {planet.nakshatra} ({planet.nakshatraLord})
              </Typography>
            ))}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Test log
          </Typography>
          <Box role="log" aria-label="Test log" aria-live="polite" sx={{ maxHeight: 260, overflowY: 'auto', fontFamily: 'monospace', fontSize: 13 }}>
            {log.length === 0 ? <p>No results yet.</p> : null}
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {log.map((entry) => (
                <Box component="li" key={entry.id} sx={{ color: entry.ok ? 'success.main' : 'error.main', py: 0.25 }}>
                  {entry.ok ? '✓' : '✗'} {entry.text}
                </Box>
              ))}
            </Box>
          </Box>
        </Paper>
      </Stack>
    </Box>
  );
}
