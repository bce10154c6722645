import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { apiUrlOf, paymentsRoutes, type OrderSummary } from '@astrosetu/contracts';
import { downloadWithSession } from '@astrosetu/web-core/files';
import { receiptFileName } from '../model/order-presentation';
import { useMarketplaceText } from '../../../locales/use-text';

/** The receipt and, once delivered, the PDF again: fetched with the session (both are the owner's only). */
export function OrderDownloads({ order, reportFile }: { order: OrderSummary; reportFile?: string }) {
  const { t } = useMarketplaceText();
  const [busy, setBusy] = useState<'receipt' | 'pdf' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const pdfUrl = order.fulfilment?.deliverable?.downloadUrl ?? (reportFile ? apiUrlOf(paymentsRoutes.downloadReport, { params: { file: reportFile } }) : undefined);

  const download = async (which: 'receipt' | 'pdf', url: string, fileName: string) => {
    setBusy(which);
    setFailed(null);
    try {
      await downloadWithSession(url, fileName);
    } catch (error) {
      console.error('Download failed', error);
      setFailed(which === 'receipt' ? t('orders.downloads.receiptFailed') : t('orders.downloads.pdfFailed'));
    } finally {
      setBusy(null);
    }
  };

  if (!order.receipt && !pdfUrl) return null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {order.receipt ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={busy === 'receipt' ? <CircularProgress size={14} color="inherit" aria-hidden /> : <ReceiptLongOutlined />}
            disabled={busy !== null}
            onClick={() => void download('receipt', order.receipt!.downloadUrl, receiptFileName(order.receipt!.invoiceNumber))}
            sx={{ minHeight: 36 }}
          >
            {t('orders.downloads.receipt')}
          </Button>
        ) : null}
        {pdfUrl ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={busy === 'pdf' ? <CircularProgress size={14} color="inherit" aria-hidden /> : <DownloadRounded />}
            disabled={busy !== null}
            onClick={() => void download('pdf', pdfUrl, `AstroSetu-${order.txnid}.pdf`)}
            sx={{ minHeight: 36 }}
          >
            {t('orders.downloads.pdf')}
          </Button>
        ) : null}
      </Stack>
      {failed ? (
        <Alert severity="error" role="alert">
          {failed}
        </Alert>
      ) : null}
    </Stack>
  );
}
