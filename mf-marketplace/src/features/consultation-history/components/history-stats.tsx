import Grid from '@mui/material/Grid';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import { StatCard } from '@astrosetu/design-system/stat-card';
import { formatDuration, formatPaise } from '@astrosetu/design-system/format';
import type { HistoryStats as Stats } from '../model/history-stats';

/** Total Sessions, Total Time, Avg Rating (N/A when none) and Total Spent. */
export function HistoryStats({ stats }: { stats: Stats | null }) {
  const loading = stats === null;
  const cell = { xs: 6, md: 3 } as const;
  return (
    <Grid container spacing={{ xs: 1.5, md: 3 }} component="section" aria-label="Your consultation statistics">
      <Grid size={cell}>
        <StatCard label="Total Sessions" value={stats?.totalSessions ?? 0} icon={<ForumOutlined />} loading={loading} hint="Completed" />
      </Grid>
      <Grid size={cell}>
        <StatCard label="Total Time" value={formatDuration(stats?.totalMinutes ?? 0)} icon={<AccessTimeRounded />} tone="info" loading={loading} />
      </Grid>
      <Grid size={cell}>
        <StatCard
          label="Avg Rating"
          value={stats?.averageRating == null ? 'N/A' : stats.averageRating.toFixed(1)}
          icon={<StarOutlineRounded />}
          tone="secondary"
          loading={loading}
          hint={stats?.averageRating == null ? 'Not rated yet' : 'Out of 5'}
        />
      </Grid>
      <Grid size={cell}>
        <StatCard
          label="Total Spent"
          value={formatPaise(stats?.totalSpent ?? 0)}
          icon={<PaymentsOutlined />}
          tone="success"
          loading={loading}
          hint={stats && stats.liveSpent > 0 ? `+ ${formatPaise(stats.liveSpent)} in live sessions` : undefined}
        />
      </Grid>
    </Grid>
  );
}
