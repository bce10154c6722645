import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsultationVoucher } from '@astrosetu/contracts';
import { formatLongDate, formatPaise, specializationName } from '@astrosetu/design-system/format';
import { astrologersForVoucher, isUsable } from '../model/usable-voucher';
import { useMarketplaceText } from '../../../locales/use-text';

/** One voucher: what it is for, until when, what comes back if it is not used, and where to use it. */
function VoucherItem({ voucher }: { voucher: ConsultationVoucher }) {
  const { t } = useMarketplaceText();
  const usable = isUsable(voucher);
  const title = voucher.kind === 'follow-up' ? t('vouchers.followUpTitle', { minutes: voucher.minutes }) : t('vouchers.consultationTitle', { minutes: voucher.minutes });
  const status = usable
    ? t('vouchers.status.active')
    : voucher.status === 'used'
      ? t('vouchers.status.used')
      : voucher.status === 'withdrawn'
        ? t('vouchers.status.withdrawn')
        : t('vouchers.status.expired');
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, borderRadius: 2 }} aria-label={title}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} justifyContent="space-between" alignItems="flex-start">
          <Typography fontWeight={700}>{title}</Typography>
          <Chip size="small" label={status} color={usable ? 'success' : 'default'} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('vouchers.with', { specialization: specializationName(voucher.specialization) })}
        </Typography>
        {usable ? (
          <>
            <Typography variant="body2">{t('vouchers.useBy', { date: formatLongDate(voucher.expiresAt) })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('vouchers.refundIfUnused', { amount: formatPaise(voucher.value) })}
            </Typography>
            <Button component={RouterLink} to={astrologersForVoucher(voucher)} variant="contained" size="small" sx={{ alignSelf: 'flex-start' }}>
              {t('vouchers.chooseAstrologer')}
            </Button>
          </>
        ) : null}
        {voucher.status === 'expired' ? (
          <Typography variant="body2">{t('vouchers.expiredRefund', { amount: formatPaise(voucher.refundedAmount ?? voucher.value), date: formatLongDate(voucher.expiresAt) })}</Typography>
        ) : null}
        {voucher.status === 'used' && voucher.refundedAmount ? (
          <Typography variant="body2">{t('vouchers.unusedMinutesRefund', { amount: formatPaise(voucher.refundedAmount) })}</Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The customer's vouchers, each with its expiry date. */
export function VoucherList({ vouchers }: { vouchers: readonly ConsultationVoucher[] }) {
  return (
    <Stack spacing={1.5}>
      {vouchers.map((voucher) => (
        <VoucherItem key={voucher.id} voucher={voucher} />
      ))}
    </Stack>
  );
}
