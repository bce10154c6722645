import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { analyticsPeriods, paiseToRupees, type AnalyticsPeriod } from '@astrosetu/contracts';
import { BarChart, LineChart } from '@astrosetu/design-system/charts';
import { formatCount, formatPaise, formatRupees } from '@astrosetu/design-system/format';
import { StatCard } from '@astrosetu/design-system/stat-card';
import { useFetchFailureToast } from '../../shared/ui/use-failure-toast';
import { useAdminAnalyticsQuery } from './analytics-api';
import { bucketLabel } from './bucket-label';
import { useAdminText } from '../../locales/use-text';

function ChartCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3, height: '100%' }}>
      {/* The charts scale with their box; on a phone they keep a readable size and scroll sideways instead. */}
      {/* Focusable, so a keyboard can scroll it too. */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={label}>
        <Box sx={{ minWidth: 480 }}>{children}</Box>
      </Box>
    </Paper>
  );
}

/** Analytics: consultations, revenue (from the wallet ledger, in rupees) and new users over a chosen period. */
export function AnalyticsPanel() {
  const { t } = useAdminText();
  const [period, setPeriod] = useState<AnalyticsPeriod>('30d');
  const { data, isFetching, error, refetch } = useAdminAnalyticsQuery(period);

  useFetchFailureToast(error, t('analytics.fetchFailed'));

  const points = data?.period === period ? data.points : undefined;
  const series = (pick: (point: NonNullable<typeof points>[number]) => number) =>
    (points ?? []).map((point) => ({ label: bucketLabel(point.period), value: pick(point) }));
  const monthly = data?.granularity === 'month';
  const lastPeriod = t(`analytics.last.${period}`);
  const loading = isFetching || !points;

  const charts = [
    // Plotted in rupees: an axis in paise would label its ticks of a few paise as ₹0.
    { key: 'revenue', label: t(monthly ? 'analytics.chart.revenueMonthly' : 'analytics.chart.revenueDaily'), node: <LineChart title={t(monthly ? 'analytics.chart.revenueMonthlyRupees' : 'analytics.chart.revenueDailyRupees')} data={series((point) => paiseToRupees(point.revenue))} valueFormatter={(rupees) => formatRupees(rupees)} color="success" /> },
    { key: 'consultations', label: t(monthly ? 'analytics.chart.consultationsMonthly' : 'analytics.chart.consultationsDaily'), node: <BarChart title={t(monthly ? 'analytics.chart.consultationsMonthly' : 'analytics.chart.consultationsDaily')} data={series((point) => point.consultations)} color="primary" /> },
    { key: 'users', label: t(monthly ? 'analytics.chart.usersMonthly' : 'analytics.chart.usersDaily'), node: <BarChart title={t(monthly ? 'analytics.chart.usersMonthly' : 'analytics.chart.usersDaily')} data={series((point) => point.newUsers)} color="info" /> },
  ];

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} justifyContent="space-between">
        <Typography variant="body2" color="text.secondary">
          {t('analytics.intro')}
        </Typography>
        <ToggleButtonGroup
          value={period}
          exclusive
          size="small"
          aria-label={t('analytics.period')}
          onChange={(_event, next: AnalyticsPeriod | null) => {
            if (next) setPeriod(next);
          }}
        >
          {analyticsPeriods.map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: 1.5, whiteSpace: 'nowrap' }}>
              {t(`analytics.periodOption.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      {error && !points ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('analytics.failed')}
        </Alert>
      ) : null}

      <Grid container spacing={2} component="section" aria-label={t(`analytics.totals.${period}`)}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard label={t('analytics.consultations')} value={data ? formatCount(data.totals.consultations) : ''} loading={loading} hint={lastPeriod} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard label={t('analytics.revenue')} value={data ? formatPaise(data.totals.revenue) : ''} tone="success" loading={loading} hint={lastPeriod} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard label={t('analytics.newUsers')} value={data ? formatCount(data.totals.newUsers) : ''} tone="info" loading={loading} hint={lastPeriod} />
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        {charts.map(({ key, label, node }) => (
          <Grid key={key} size={{ xs: 12, md: 6, xl: 4 }}>
            <ChartCard label={label}>{points ? node : <Skeleton variant="rounded" height={240} aria-hidden />}</ChartCard>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
