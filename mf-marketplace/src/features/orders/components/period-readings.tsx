import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import type { OrderFulfilment } from '@astrosetu/contracts';
import { formatLongDate } from '@astrosetu/design-system/format';
import { downloadWithSession } from '@astrosetu/web-core/files';
import { DeliverableViewContent, parseDeliverableView } from './deliverable-view-content';
import { useMarketplaceText } from '../../../locales/use-text';

/** A premium horoscope package's readings so far, newest first (the latest one open). */
export function PeriodReadings({ fulfilment, txnid }: { fulfilment: OrderFulfilment; txnid: string }) {
  const { t } = useMarketplaceText();
  const readings = [...(fulfilment.readings ?? [])].reverse();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="readings-heading">
      <Typography id="readings-heading" variant="h6" component="h2">
        {t('orders.readings.title', { done: readings.length, count: fulfilment.readingsTotal ?? readings.length })}
      </Typography>
      {fulfilment.nextReadingAt ? (
        <Typography variant="body2" color="text.secondary">
          {t('orders.readings.next', { when: formatLongDate(fulfilment.nextReadingAt) })}
        </Typography>
      ) : null}
      {readings.map((reading, index) => {
        const view = parseDeliverableView(reading.view);
        return (
          <Accordion key={reading.index} defaultExpanded={index === 0} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreRounded />}>
              <Typography fontWeight={600}>
                {reading.title} · {formatLongDate(reading.start)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={2}>
                {view ? <DeliverableViewContent view={view} headingLevel="h3" /> : null}
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<DownloadRounded />}
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => void downloadWithSession(reading.downloadUrl, `AstroSetu-${txnid}-${reading.index}.pdf`).catch((error: unknown) => console.error('Download failed', error))}
                >
                  {t('orders.readings.download', { index: reading.index })}
                </Button>
              </Stack>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Stack>
  );
}
