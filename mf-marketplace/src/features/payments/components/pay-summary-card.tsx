import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Price } from '@astrosetu/design-system/price';
import type { CheckoutStatus } from '../use-gateway-checkout';
import { DetailRows, type DetailRow } from './detail-rows';
import { useMarketplaceText } from '../../../locales/use-text';

export interface PaySummaryCardProps {
  rows: DetailRow[];
  /** What the customer pays now, in paise. */
  total: number;
  totalLabel?: string;
  payLabel: string;
  status: CheckoutStatus;
  error: string | null;
  disabled?: boolean;
  onPay: () => void;
  footnote?: ReactNode;
}

/** Summary, total and the pay button with its processing state ('Processing...', disabled). */
export function PaySummaryCard({ rows, total, totalLabel, payLabel, status, error, disabled, onPay, footnote }: PaySummaryCardProps) {
  const { t } = useMarketplaceText();
  const processing = status === 'processing';
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('payment.summary.title')}
        </Typography>
        <DetailRows rows={rows} />
        <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mt: 2.5, mb: 2 }}>
          <Typography fontWeight={700}>{totalLabel ?? t('payment.summary.toPayNow')}</Typography>
          <Price paise={total} variant="h5" fontWeight={800} />
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            <AlertTitle>{t('payment.failedTitle')}</AlertTitle>
            {error}
          </Alert>
        )}
        <Button
          fullWidth
          size="large"
          variant="contained"
          onClick={onPay}
          disabled={processing || disabled}
          startIcon={processing ? <CircularProgress size={18} color="inherit" /> : <LockOutlined />}
        >
          {processing ? t('common.processing') : payLabel}
        </Button>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {footnote ?? t('payment.summary.footnote')}
        </Typography>
      </CardContent>
    </Card>
  );
}
