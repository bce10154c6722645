import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import type { OrderSummary } from '@astrosetu/contracts';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { formatDateTime, formatPaise } from '@astrosetu/design-system/format';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useOrdersQuery } from '../api/orders-api';
import { orderTitle } from '../model/order-presentation';
import { OrderDownloads } from './order-downloads';
import { OrderStatus } from './order-status';
import { PanelErrorBoundary } from '@astrosetu/web-core/panel-boundary';
import { useMarketplaceText } from '../../../locales/use-text';

export const PURCHASES_PAGE_SIZE = 10;

function PurchaseLine({ order }: { order: OrderSummary }) {
  const { t } = useMarketplaceText();
  const awaitingDetails = order.fulfilment?.status === 'awaiting-details';
  return (
    <Box component="li" sx={{ p: { xs: 2, md: 2.5 } }} aria-labelledby={`order-${order.txnid}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }} justifyContent="space-between">
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography id={`order-${order.txnid}`} component="h3" variant="subtitle1" fontWeight={700}>
            {orderTitle(order)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(order.createdAt)} · {order.txnid}
          </Typography>
          <OrderStatus order={order} />
        </Stack>
        <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>
          {formatPaise(order.amount)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap alignItems="center">
        {order.kind === 'service' || order.kind === 'report' ? (
          <Button size="small" variant={awaitingDetails ? 'contained' : 'text'} component={RouterLink} to={`/purchases/${order.txnid}`} sx={{ minHeight: 36 }}>
            {awaitingDetails ? t('orders.addDetailsAction') : t('orders.viewOrder')}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {orderTitle(order)}
            </Box>
          </Button>
        ) : null}
        <PanelErrorBoundary name="Downloads">
          <OrderDownloads order={order} />
        </PanelErrorBoundary>
      </Stack>
    </Box>
  );
}

/** /profile?tab=purchases: every payment of the customer, newest first, with its status, receipt and PDF. */
export function PurchasesTab() {
  const { t } = useMarketplaceText();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const orders = useOrdersQuery({ page, pageSize: PURCHASES_PAGE_SIZE }, { refetchOnMountOrArgChange: true });

  if (orders.isError && !orders.data) return <Alert severity="error">{t('orders.tab.failed')}</Alert>;
  if (!orders.data) return <Skeleton variant="rounded" height={180} role="progressbar" aria-label={t('orders.tab.loading')} />;
  if (orders.data.total === 0) {
    return (
      <EmptyState
        icon={<ShoppingBagOutlined />}
        title={t('orders.tab.empty.title')}
        description={t('orders.tab.empty.description')}
        headingLevel="h3"
        actionLabel={t('orders.tab.empty.action')}
        onAction={() => navigate('/astrological-report-form')}
      />
    );
  }
  const pages = Math.ceil(orders.data.total / orders.data.pageSize);
  return (
    <Stack spacing={2} alignItems="center">
      <Paper variant="outlined" sx={{ borderRadius: 3, width: '100%' }}>
        <Stack component="ul" aria-label={t('orders.tab.label')} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {orders.data.items.map((order) => (
            <PurchaseLine key={order.txnid} order={order} />
          ))}
        </Stack>
      </Paper>
      {pages > 1 ? <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} aria-label={t('orders.tab.pages')}
          getItemAriaLabel={(type, item, selected) =>
            type === 'page' ? (selected ? t('common.pagination.current', { page: item ?? 0 }) : t('common.pagination.page', { page: item ?? 0 })) : type === 'next' ? t('common.pagination.next') : type === 'previous' ? t('common.pagination.previous') : type === 'first' ? t('common.pagination.first') : t('common.pagination.last')
          }
        /> : null}
    </Stack>
  );
}
