import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyVouchersQuery } from '../api/vouchers-api';
import { VoucherList } from './voucher-list';
import { useMarketplaceText } from '../../../locales/use-text';

/**
 * The account's consultation vouchers (Profile, Purchases tab), or one order's (`order`, on its page). Shows
 * nothing while there are none: most purchases give none.
 */
export function MyVouchers({ order }: { order?: string }) {
  const { t } = useMarketplaceText();
  const vouchers = useMyVouchersQuery(order ? { order } : undefined, { refetchOnMountOrArgChange: true });
  const items = vouchers.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="vouchers-heading" sx={order ? { mt: 3 } : { mb: 3 }}>
      <Typography variant="h6" component="h2" id="vouchers-heading">
        {t('vouchers.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('vouchers.explainer')}
      </Typography>
      <VoucherList vouchers={items} />
    </Stack>
  );
}
