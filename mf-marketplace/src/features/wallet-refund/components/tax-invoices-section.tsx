import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { formatPaise, formatShortDate } from '@astrosetu/design-system/format';
import { downloadWithSession } from '@astrosetu/web-core/files';
import { useTaxInvoicesQuery } from '../wallet-refund-api';
import { useMarketplaceText } from '../../../locales/use-text';
import { WalletSection } from './wallet-section';

/**
 * The GST tax invoices of consultations paid from the wallet (issued when each session ends, docs/tax.md): money
 * put in the wallet gets a payment receipt, what is used from it gets these. Hidden until there is one.
 */
export function TaxInvoicesSection() {
  const { t } = useMarketplaceText();
  const { data } = useTaxInvoicesQuery();
  const [failed, setFailed] = useState(false);
  if (!data || data.length === 0) return null;

  const download = async (url: string, number: string) => {
    setFailed(false);
    try {
      await downloadWithSession(url, `AstroSetu-tax-invoice-${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`);
    } catch {
      setFailed(true);
    }
  };

  return (
    <WalletSection id="wallet-tax-invoices-title" title={t('walletRefund.invoices.title')} explain={t('walletRefund.invoices.explain')}>
          <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }}>
            {data.map((invoice) => (
              <Box component="li" key={invoice.id} sx={{ listStyle: 'none', py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
                <Stack direction="row" spacing={1} justifyContent="space-between" alignItems="center">
                  <Typography variant="body2">
                    {t('walletRefund.invoices.line', { number: invoice.invoiceNumber, date: formatShortDate(invoice.issuedAt), amount: formatPaise(invoice.amount) })}
                  </Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<ReceiptLongOutlined />}
                    onClick={() => void download(invoice.downloadUrl, invoice.invoiceNumber)}
                    aria-label={t('walletRefund.invoices.downloadLabel', { number: invoice.invoiceNumber })}
                  >
                    {t('walletRefund.invoices.download')}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Box>
          {failed ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {t('walletRefund.invoices.failed')}
            </Alert>
          ) : null}
    </WalletSection>
  );
}
