import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Consultation } from '@astrosetu/contracts';
import { Price } from '@astrosetu/design-system/price';
import { RatingStars } from '@astrosetu/design-system/rating-stars';
import { formatDuration, formatLongDate, formatTime } from '@astrosetu/design-system/format';
import { ConsultationStatusChip } from './consultation-status-chip';
import { useMarketplaceText } from '../../locales/use-text';

export interface ConsultationListItemProps {
  consultation: Consultation;
  /** Buttons on the right (Resume, End Session, View Details). */
  actions?: ReactNode;
  headingLevel?: 'h3' | 'h4';
}

/**
 * One consultation: astrologer, topic, date, status and the stars when rated; a running session shows the minutes
 * booked and what is paid so far, an ended one the minutes used (billed) and what it cost after refunds (`netPaid`,
 * from the wallet ledger).
 */
export function ConsultationListItem({ consultation, actions, headingLevel = 'h3' }: ConsultationListItemProps) {
  const { t } = useMarketplaceText();
  const { astrologer } = consultation;
  const running = consultation.status === 'active';
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      alignItems={{ xs: 'stretch', md: 'center' }}
      sx={{ py: 2, px: { xs: 2, md: 2.5 } }}
    >
      <Stack direction="row" spacing={2} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
        <Avatar src={astrologer.image || undefined} alt={astrologer.name} sx={{ width: 52, height: 52, bgcolor: 'primary.main' }}>
          {astrologer.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 700 }}>
              {astrologer.name}
            </Typography>
            <ConsultationStatusChip status={consultation.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary" noWrap title={consultation.topic}>
            {consultation.topic}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={consultation.createdAt}>
              {formatLongDate(consultation.createdAt)} · {formatTime(consultation.createdAt)}
            </time>
          </Typography>
          {consultation.rating ? <RatingStars value={consultation.rating} /> : null}
        </Box>
      </Stack>
      <Stack direction="row" spacing={3} alignItems="center" justifyContent={{ xs: 'space-between', md: 'flex-end' }} flexWrap="wrap" useFlexGap>
        <Box textAlign={{ xs: 'left', md: 'right' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {running ? t('booking.summary.duration') : t('history.details.minutesUsed')}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {formatDuration(running ? consultation.duration : (consultation.usedMinutes ?? 0))}
          </Typography>
        </Box>
        <Box textAlign={{ xs: 'left', md: 'right' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {running ? t('history.paidSoFar') : t('history.netPaid')}
          </Typography>
          <Price paise={consultation.netPaid} />
          {consultation.voucherId ? (
            <Typography variant="caption" color="success.main" component="p">
              {t('vouchers.paidByVoucher')}
            </Typography>
          ) : null}
        </Box>
        {actions ? (
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
