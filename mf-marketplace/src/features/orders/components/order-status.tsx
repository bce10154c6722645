import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderSummary } from '@astrosetu/contracts';
import { fulfilmentLabels, fulfilmentLine, paymentStatusLabels } from '../model/order-presentation';
import { useMarketplaceText } from '../../../locales/use-text';

/** The payment's status, then (paid orders) where the delivery stands and its due, delivered or refunded time. */
export function OrderStatus({ order }: { order: OrderSummary }) {
  const { t } = useMarketplaceText();
  const payment = paymentStatusLabels[order.status];
  const fulfilment = order.fulfilment ? fulfilmentLabels[order.fulfilment.status] : null;
  const line = fulfilmentLine(order, t);
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Chip size="small" variant="outlined" color={payment.color} label={t(payment.label)} />
        {fulfilment ? <Chip size="small" color={fulfilment.color} label={t(fulfilment.label)} /> : null}
      </Stack>
      {line ? (
        <Typography variant="body2" color="text.secondary">
          {line}
        </Typography>
      ) : null}
    </Stack>
  );
}
