import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { chartStyles, type BirthInput, type ChartDrawingInput, type ChartStyle } from '@astrosetu/contracts';
import { chartImageFailureText, requestChartImage, useChartImage } from '../../../shared/astrology/chart-image-api';
import { fileSlug, saveBlob } from '@astrosetu/web-core/files';
import { useContentText } from '../../../locales/use-text';
import { useChartStyle } from '../model/chart-style-choice';


export interface ChartImagePanelProps {
  birth: BirthInput;
  /** Printed on the chart and used in the file names. */
  title: string;
  /** Show the style switch and the download buttons (the Chart Image tab); the overview shows the chart only. */
  controls?: boolean;
  /** Show the style switch without the downloads (the overview's lagna chart); defaults to `controls`. */
  styleSwitch?: boolean;
  /** Draw this chart (e.g. a divisional chart) instead of the birth's rashi chart. */
  chart?: ChartDrawingInput;
  /** What the chart is, for its accessible name ('Navamsa (D9)'); the rashi chart has none. */
  chartName?: string;
  /** Largest width of the drawing in pixels (default 460). */
  maxWidth?: number;
}

/**
 * The birth chart drawn by the server in the North Indian, South Indian, Diamond or East Indian style, with SVG and
 * PNG downloads. Every chart of the page draws the style the reader chose (South Indian for Tamil until they do).
 */
export function ChartImagePanel({ birth, title, controls = true, styleSwitch = controls, chart, chartName, maxWidth = 460 }: ChartImagePanelProps) {
  const { t } = useContentText();
  const [style, setStyle] = useChartStyle();
  const [downloading, setDownloading] = useState<'svg' | 'png' | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const source = chart ? { chart } : { birth };
  const image = useChartImage({ ...source, style, format: 'svg', title });
  const styleName = t(`chart.styles.${style}`);
  const label = chartName ? t('chart.imageLabelNamed', { chart: chartName, style: styleName }) : t('chart.imageLabel', { style: styleName });

  const download = async (format: 'svg' | 'png') => {
    setDownloading(format);
    setDownloadError(null);
    try {
      const blob = await requestChartImage({ ...source, style, format, title, size: format === 'png' ? 1000 : 500 });
      saveBlob(blob, `${fileSlug(`${title} ${chartName ? `${chartName} ` : ''}${style}`)}.${format}`);
    } catch (error) {
      setDownloadError(chartImageFailureText(error, t('chart.downloadFailed')));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack spacing={2} alignItems="center">
      {styleSwitch ? (
        <ToggleButtonGroup value={style} exclusive onChange={(_event, next: ChartStyle | null) => next && setStyle(next)} aria-label={t('chart.styleLabel')} size="small" sx={{ flexWrap: 'wrap' }}>
          {chartStyles.map((candidate) => (
            <ToggleButton key={candidate} value={candidate}>
              {t(`chart.styles.${candidate}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      <Box sx={{ width: '100%', maxWidth, aspectRatio: '1 / 1', borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: '#fff' }}>
        {image.url ? (
          <Box component="img" src={image.url} alt={label} sx={{ width: '100%', height: '100%', display: 'block' }} />
        ) : image.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('chart.drawError', { message: image.error })}
          </Alert>
        ) : (
          <Skeleton variant="rectangular" width="100%" height="100%" aria-label={t('chart.drawing', { chart: label })} />
        )}
      </Box>
      {controls ? (
        <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap justifyContent="center">
          <Button variant="outlined" startIcon={<DownloadRounded />} onClick={() => void download('svg')} disabled={downloading !== null}>
            {downloading === 'svg' ? t('chart.preparingSvg') : t('chart.downloadSvg')}
          </Button>
          <Button variant="outlined" startIcon={<DownloadRounded />} onClick={() => void download('png')} disabled={downloading !== null}>
            {downloading === 'png' ? t('chart.preparingPng') : t('chart.downloadPng')}
          </Button>
        </Stack>
      ) : null}
      {downloadError ? <Alert severity="error">{downloadError}</Alert> : null}
    </Stack>
  );
}
