import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RedeemRounded from '@mui/icons-material/RedeemRounded';
import type { Astrologer } from '@astrosetu/contracts';
import { formatLongDate, formatPaise } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError, useSession } from '@astrosetu/web-core';
import { useBookConsultationMutation } from '../../../shared/api/consultations-api';
import { useMyVouchersQuery } from '../api/vouchers-api';
import { usableVoucherFor } from '../model/usable-voucher';
import { useVerifiedAccount } from '../../../shared/account-verification/verified-account';
import { useMarketplaceText } from '../../../locales/use-text';

/**
 * On an astrologer's packages page: "Use your voucher" when the customer holds a voucher this astrologer can be
 * booked with (their specialization). Booking with it charges nothing; the server decides again (expiry,
 * specialization, used once) and its message is shown when it refuses.
 */
export function VoucherBookingOffer({ astrologer }: { astrologer: Astrologer }) {
  const { t } = useMarketplaceText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { refreshUser } = useSession();
  const { ensureVerified } = useVerifiedAccount();
  const vouchers = useMyVouchersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [bookConsultation] = useBookConsultationMutation();
  const [pending, setPending] = useState(false);
  const voucher = usableVoucherFor(astrologer, vouchers.data?.items ?? []);
  if (!voucher) return null;

  const book = async () => {
    if (!(await ensureVerified())) return;
    setPending(true);
    try {
      await bookConsultation({ astrologerId: astrologer.id, duration: voucher.minutes, voucherId: voucher.id }).unwrap();
      void refreshUser();
      navigate('/chat');
    } catch (cause) {
      const error = normaliseApiError(cause);
      toast({
        title: t('vouchers.bookFailed'),
        description: error.isNetworkError ? t('packages.book.networkErrorDescription') : error.message,
        variant: 'error',
      });
      void vouchers.refetch();
    } finally {
      setPending(false);
    }
  };

  const title = voucher.kind === 'follow-up' ? t('vouchers.followUpTitle', { minutes: voucher.minutes }) : t('vouchers.consultationTitle', { minutes: voucher.minutes });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="use-voucher-heading" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, borderColor: 'success.main' }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} alignItems="center">
          <RedeemRounded color="success" aria-hidden />
          <Typography variant="h6" component="h2" id="use-voucher-heading">
            {t('vouchers.useYourVoucher')}
          </Typography>
        </Stack>
        <Typography fontWeight={700}>{title}</Typography>
        <Typography variant="body2">
          <strong>{t('vouchers.freeWithVoucher')}</strong> {t('vouchers.chargesNothing', { amount: formatPaise(0) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('vouchers.useBy', { date: formatLongDate(voucher.expiresAt) })}
        </Typography>
        <Button variant="contained" color="success" onClick={() => void book()} disabled={pending || !astrologer.isOnline} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          {t('vouchers.bookWithVoucher', { minutes: voucher.minutes })}
        </Button>
        {astrologer.isOnline ? null : (
          <Typography variant="body2" color="text.secondary">
            {t('vouchers.offline', { name: astrologer.name })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
