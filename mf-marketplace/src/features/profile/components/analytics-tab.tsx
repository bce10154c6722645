import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import type { Consultation } from '@astrosetu/contracts';
import { PanelErrorBoundary } from '@astrosetu/web-core/panel-boundary';
import { BarChart } from '@astrosetu/design-system/charts';
import { StatCard } from '@astrosetu/design-system/stat-card';
import { formatDuration, formatPaise } from '@astrosetu/design-system/format';
import { useProfileStatsQuery } from '../api/profile-api';
import { spendingByMonth } from '../model/spending-by-month';
import { SpendingCapCard } from './spending-cap-card';

/** Analytics from GET /api/profile/stats, plus spending per month from the history. */
export function AnalyticsTab({ consultations }: { consultations: readonly Consultation[] | undefined }) {
  const { data: stats, isError, isLoading } = useProfileStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const months = useMemo(() => (consultations ? spendingByMonth(consultations, new Date(), 6) : []), [consultations]);
  if (isError) return <Alert severity="error">Your statistics could not be loaded. Please try again later.</Alert>;
  const cell = { xs: 6, md: 3 } as const;
  return (
    <Stack spacing={3}>
      <SpendingCapCard />
      <Grid container spacing={{ xs: 1.5, md: 3 }}>
        <Grid size={cell}>
          <StatCard label="Consultations" value={stats?.totalConsultations ?? 0} icon={<ForumOutlined />} loading={isLoading} hint="Completed" />
        </Grid>
        <Grid size={cell}>
          <StatCard label="Total spent" value={formatPaise(stats?.totalSpent ?? 0)} icon={<PaymentsOutlined />} tone="success" loading={isLoading} />
        </Grid>
        <Grid size={cell}>
          <StatCard
            label="Average rating"
            value={stats && stats.averageRating > 0 ? stats.averageRating.toFixed(1) : 'N/A'}
            icon={<StarOutlineRounded />}
            tone="secondary"
            loading={isLoading}
          />
        </Grid>
        <Grid size={cell}>
          <StatCard label="Minutes consulted" value={formatDuration(stats?.totalMinutes ?? 0)} icon={<AccessTimeRounded />} tone="info" loading={isLoading} />
        </Grid>
      </Grid>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
            <CardContent>
              {months.some((month) => month.value > 0) ? (
                <PanelErrorBoundary name="The spending chart" resetKeys={[consultations]}>
                  <BarChart title="Spent per month (last 6 months)" data={months} valueFormatter={(paise) => formatPaise(paise, { decimals: false })} color="primary" />
                </PanelErrorBoundary>
              ) : (
                <>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    Spent per month
                  </Typography>
                  <Typography color="text.secondary">Nothing spent in the last 6 months. Completed consultations show here by month.</Typography>
                </>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
                Your most consulted astrologer
              </Typography>
              {stats?.topAstrologer ? (
                <Stack direction="row" spacing={2} alignItems="center">
                  <Avatar src={stats.topAstrologer.image || undefined} alt={stats.topAstrologer.name} sx={{ width: 56, height: 56 }} />
                  <div>
                    <Typography sx={{ fontWeight: 700 }}>{stats.topAstrologer.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {stats.topAstrologer.consultations} {stats.topAstrologer.consultations === 1 ? 'consultation' : 'consultations'}
                    </Typography>
                  </div>
                </Stack>
              ) : (
                <Typography color="text.secondary">{isLoading ? 'Loading…' : 'Complete a consultation to see who you consult most.'}</Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}
