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
import { PanelErrorBoundary } from '@astrosetu/web-core/panel-boundary';
import { BarChart } from '@astrosetu/design-system/charts';
import { StatCard } from '@astrosetu/design-system/stat-card';
import { formatAxisPeriod, formatDuration, formatPaise } from '@astrosetu/design-system/format';
import { useCustomerConsultationStatsQuery } from '../../../shared/api/consultations-api';
import { SpendingCapCard } from './spending-cap-card';
import { useMarketplaceText } from '../../../locales/use-text';

/**
 * Analytics from GET /api/profile/stats: the totals and the spending per month are the server's sums of the same
 * wallet ledger entries (net of refunds), so the chart and the cards agree; nothing is added up here.
 */
export function AnalyticsTab() {
  const { t } = useMarketplaceText();
  const { data: stats, isError, isLoading } = useCustomerConsultationStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const months = useMemo(() => (stats ? stats.spentByMonth.map((month) => ({ label: formatAxisPeriod(month.month), value: month.spent })) : []), [stats]);
  if (isError) return <Alert severity="error">{t('profile.analytics.failed')}</Alert>;
  const cell = { xs: 6, md: 3 } as const;
  return (
    <Stack spacing={3}>
      <SpendingCapCard />
      <Grid container spacing={{ xs: 1.5, md: 3 }}>
        <Grid size={cell}>
          <StatCard label={t('profile.analytics.consultations')} value={stats?.totalConsultations ?? 0} icon={<ForumOutlined />} loading={isLoading} hint={t('profile.analytics.completed')} />
        </Grid>
        <Grid size={cell}>
          <StatCard label={t('profile.analytics.totalSpent')} value={formatPaise(stats?.totalSpent ?? 0)} icon={<PaymentsOutlined />} tone="success" loading={isLoading} />
        </Grid>
        <Grid size={cell}>
          <StatCard
            label={t('profile.analytics.averageRating')}
            value={stats && stats.averageRating > 0 ? stats.averageRating.toFixed(1) : t('profile.analytics.notAvailable')}
            icon={<StarOutlineRounded />}
            tone="secondary"
            loading={isLoading}
          />
        </Grid>
        <Grid size={cell}>
          <StatCard label={t('profile.analytics.minutes')} value={formatDuration(stats?.totalMinutes ?? 0)} icon={<AccessTimeRounded />} tone="info" loading={isLoading} />
        </Grid>
      </Grid>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
            <CardContent>
              {months.some((month) => month.value > 0) ? (
                <PanelErrorBoundary name="The spending chart" resetKeys={[stats]}>
                  <BarChart title={t('profile.analytics.spentChart')} data={months} valueFormatter={(paise) => formatPaise(paise, { decimals: false })} color="primary" />
                </PanelErrorBoundary>
              ) : (
                <>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {t('profile.analytics.spentPerMonth')}
                  </Typography>
                  <Typography color="text.secondary">{t('profile.analytics.nothingSpent')}</Typography>
                </>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
                {t('profile.analytics.topAstrologer')}
              </Typography>
              {stats?.topAstrologer ? (
                <Stack direction="row" spacing={2} alignItems="center">
                  <Avatar src={stats.topAstrologer.image || undefined} alt={stats.topAstrologer.name} sx={{ width: 56, height: 56 }} />
                  <div>
                    <Typography sx={{ fontWeight: 700 }}>{stats.topAstrologer.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('profile.analytics.consultationCount', { count: stats.topAstrologer.consultations })}
                    </Typography>
                  </div>
                </Stack>
              ) : (
                <Typography color="text.secondary">{isLoading ? t('common.loading') : t('profile.analytics.topAstrologerEmpty')}</Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}
