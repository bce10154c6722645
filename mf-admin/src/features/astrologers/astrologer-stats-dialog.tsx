import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import type { AdminAstrologer } from '@astrosetu/contracts';
import { formatCount, formatDuration, formatPaise } from '@astrosetu/design-system/format';
import { StatCard } from '@astrosetu/design-system/stat-card';
import { useAstrologerStatsQuery } from './astrologers-api';
import { useAdminText } from '../../locales/use-text';

export interface AstrologerStatsDialogProps {
  astrologer: AdminAstrologer | null;
  open: boolean;
  onClose: () => void;
}

/** Astrologer stats: consultations, revenue, average rating and average session length of one astrologer. */
export function AstrologerStatsDialog({ astrologer, open, onClose }: AstrologerStatsDialogProps) {
  const { t } = useAdminText();
  const { data, isFetching, isError } = useAstrologerStatsQuery(astrologer?.id ?? 0, { skip: !astrologer, refetchOnMountOrArgChange: true });
  const loading = isFetching || !data;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="astrologer-stats-title">
      <DialogTitle id="astrologer-stats-title">{astrologer ? t('astrologerStats.title', { name: astrologer.name }) : t('astrologers.statistics')}</DialogTitle>
      <DialogContent dividers>
        {isError ? (
          <Alert severity="error">{t('astrologerStats.failed')}</Alert>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <StatCard
                label={t('astrologerStats.consultations')}
                value={data ? formatCount(data.totalConsultations) : ''}
                loading={loading}
                hint={data ? t('astrologerStats.inProgress', { count: data.activeConsultations }) : undefined}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <StatCard label={t('astrologerStats.revenue')} value={data ? formatPaise(data.totalRevenue) : ''} tone="success" loading={loading} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <StatCard
                label={t('astrologerStats.rating')}
                value={data ? (data.reviewCount > 0 ? t('astrologerStats.ratingValue', { rating: data.averageRating.toFixed(1) }) : t('astrologerStats.none')) : ''}
                tone="secondary"
                loading={loading}
                hint={data ? t('astrologerStats.reviews', { count: data.reviewCount, formatted: formatCount(data.reviewCount) }) : undefined}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <StatCard
                label={t('astrologerStats.session')}
                value={data ? (data.sessionsRecorded > 0 ? formatDuration(data.averageSessionDuration) : t('astrologerStats.none')) : ''}
                tone="info"
                loading={loading}
                hint={data ? t('astrologerStats.sessions', { count: data.sessionsRecorded, formatted: formatCount(data.sessionsRecorded) }) : undefined}
              />
            </Grid>
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
