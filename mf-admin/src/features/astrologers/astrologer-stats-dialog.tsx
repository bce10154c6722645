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

export interface AstrologerStatsDialogProps {
  astrologer: AdminAstrologer | null;
  open: boolean;
  onClose: () => void;
}

/** Astrologer stats: consultations, revenue, average rating and average session length of one astrologer. */
export function AstrologerStatsDialog({ astrologer, open, onClose }: AstrologerStatsDialogProps) {
  const { data, isFetching, isError } = useAstrologerStatsQuery(astrologer?.id ?? 0, { skip: !astrologer, refetchOnMountOrArgChange: true });
  const loading = isFetching || !data;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="astrologer-stats-title">
      <DialogTitle id="astrologer-stats-title">{astrologer ? `${astrologer.name}: statistics` : 'Statistics'}</DialogTitle>
      <DialogContent dividers>
        {isError ? (
          <Alert severity="error">The statistics could not be loaded. Please try again.</Alert>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <StatCard label="Total consultations" value={(data ? formatCount(data.totalConsultations) : '')} loading={loading} hint={data ? `${data.activeConsultations} in progress now` : undefined} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <StatCard label="Total revenue" value={data ? formatPaise(data.totalRevenue) : ''} tone="success" loading={loading} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <StatCard
                label="Average rating"
                value={data ? (data.reviewCount > 0 ? `${data.averageRating.toFixed(1)} / 5` : 'N/A') : ''}
                tone="secondary"
                loading={loading}
                hint={data ? `${formatCount(data.reviewCount)} ${data.reviewCount === 1 ? 'review' : 'reviews'}` : undefined}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <StatCard
                label="Average session"
                value={data ? (data.sessionsRecorded > 0 ? formatDuration(data.averageSessionDuration) : 'N/A') : ''}
                tone="info"
                loading={loading}
                hint={data ? `Over ${formatCount(data.sessionsRecorded)} completed ${data.sessionsRecorded === 1 ? 'session' : 'sessions'}` : undefined}
              />
            </Grid>
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
