import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import type { OrderDetail } from '@astrosetu/contracts';
import { formatDateTime, formatPaise } from '@astrosetu/design-system/format';
import { orderTitle } from '../model/order-presentation';
import { AddDetailsForm } from './add-details-form';
import { AstrologerAnswerView } from './astrologer-answer';
import { DeliverableViewContent, parseDeliverableView } from './deliverable-view-content';
import { OrderDownloads } from './order-downloads';
import { OrderStatus } from './order-status';
import { PeriodReadings } from './period-readings';
import { PanelErrorBoundary } from '@astrosetu/web-core/panel-boundary';
import { useMarketplaceText } from '../../../locales/use-text';

/** One order: what was bought, its payment and delivery, the receipt, and what it delivered, on the page. */
export function OrderView({ order, extra }: { order: OrderDetail; /** More of what the order gave, composed by the page (its consultation vouchers). */ extra?: ReactNode }) {
  const { t } = useMarketplaceText();
  const fulfilment = order.fulfilment;
  const deliverable = fulfilment?.deliverable;
  const view = parseDeliverableView(deliverable?.view);
  const canAddDetails = fulfilment?.status === 'awaiting-details' && order.item && order.item.input !== 'report-form';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Button component={RouterLink} to="/profile?tab=purchases" startIcon={<ArrowBackRounded />} sx={{ mb: 1 }}>
        {t('orders.purchases')}
      </Button>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={1}>
              <div>
                <Typography variant="h5" component="h1" fontWeight={700}>
                  {orderTitle(order)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('orders.ordered', { when: formatDateTime(order.createdAt), txnid: order.txnid })}
                  {order.receipt ? ` · ${t(order.receipt.kind === 'payment-receipt' ? 'orders.paymentReceipt' : 'orders.invoice', { number: order.receipt.invoiceNumber })}` : ''}
                </Typography>
              </div>
              <Typography variant="h5" component="p" fontWeight={700} sx={{ whiteSpace: 'nowrap' }}>
                {formatPaise(order.amount)}
              </Typography>
            </Stack>
            <OrderStatus order={order} />
            {order.item ? (
              <Typography>
                <strong>{t('orders.receives')}</strong> {order.item.receives}
              </Typography>
            ) : null}
            <PanelErrorBoundary name="Downloads">
              <OrderDownloads order={order} reportFile={order.reportFile} />
            </PanelErrorBoundary>
            {fulfilment?.status === 'refunded' ? (
              <Alert severity="info">
                {fulfilment.refundReason
                  ? t('orders.refundedBecause', { amount: formatPaise(order.amount), reason: fulfilment.refundReason })
                  : t('orders.refundedAmount', { amount: formatPaise(order.amount) })}
              </Alert>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      {extra}

      {canAddDetails || deliverable?.answer || view || fulfilment?.readings?.length ? (
        <Card variant="outlined" sx={{ borderRadius: 3, mt: 3 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={3} divider={<Divider flexItem />}>
              {canAddDetails && order.item ? <AddDetailsForm txnid={order.txnid} itemKey={order.item.key} kind={order.item.input as never} /> : null}
              {deliverable?.answer ? <AstrologerAnswerView answer={deliverable.answer} /> : null}
              {view ? <DeliverableViewContent view={view} /> : null}
              {fulfilment?.readings?.length ? <PeriodReadings fulfilment={fulfilment} txnid={order.txnid} /> : null}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </Container>
  );
}
