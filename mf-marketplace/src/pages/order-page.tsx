import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { PageSpinner, useSession } from '@astrosetu/web-core';
import { useOrderQuery } from '../features/orders/api/orders-api';
import { OrderView } from '../features/orders/components/order-view';
import { orderTitle } from '../features/orders/model/order-presentation';
import { MyVouchers } from '../features/vouchers';
import { MarketplacePage } from '../shared/ui/marketplace-page';
import { useMarketplaceText } from '../locales/use-text';

/** /purchases/{txnid}: one of the customer's orders and what it delivered. */
export default function OrderPage() {
  const { t } = useMarketplaceText();
  const { txnid = '' } = useParams();
  const session = useSession();
  const order = useOrderQuery(txnid, { skip: !session.isAuthenticated || txnid === '', refetchOnMountOrArgChange: true });

  if (session.status === 'loading' || order.isLoading) return <PageSpinner />;
  return (
    <MarketplacePage title={order.data ? orderTitle(order.data) : t('orders.documentTitle')}>
      {order.data ? (
        <OrderView order={order.data} extra={<MyVouchers order={order.data.txnid} />} />
      ) : (
        <Container maxWidth="sm" sx={{ py: 6 }}>
          <Alert severity="warning" role="alert">
            {t('orders.notFound', { txnid })}
          </Alert>
          <Button component={RouterLink} to="/profile?tab=purchases" sx={{ mt: 2 }}>
            {t('orders.backToPurchases')}
          </Button>
        </Container>
      )}
    </MarketplacePage>
  );
}
