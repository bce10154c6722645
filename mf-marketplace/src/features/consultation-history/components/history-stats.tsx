import Grid from '@mui/material/Grid';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import { StatCard } from '@astrosetu/design-system/stat-card';
import { formatDuration, formatPaise } from '@astrosetu/design-system/format';
import type { ProfileStats } from '@astrosetu/contracts';
import { useMarketplaceText } from '../../../locales/use-text';

/**
 * Total Sessions, Total Time (minutes billed), Avg Rating (N/A when none) and Total Spent (net of refunds, running
 * sessions apart): the server's figures (GET /api/profile/stats), displayed as they come.
 */
export function HistoryStats({ stats }: { stats: ProfileStats | null }) {
  const { t } = useMarketplaceText();
  const loading = stats === null;
  const cell = { xs: 6, md: 3 } as const;
  return (
    <Grid container spacing={{ xs: 1.5, md: 3 }} component="section" aria-label={t('history.stats.label')}>
      <Grid size={cell}>
        <StatCard label={t('history.stats.sessions')} value={stats?.totalConsultations ?? 0} icon={<ForumOutlined />} loading={loading} hint={t('profile.analytics.completed')} />
      </Grid>
      <Grid size={cell}>
        <StatCard
          label={t('history.stats.time')}
          value={formatDuration(stats?.totalMinutes ?? 0)}
          icon={<AccessTimeRounded />}
          tone="info"
          loading={loading}
          hint={t('history.stats.timeHint')}
        />
      </Grid>
      <Grid size={cell}>
        <StatCard
          label={t('history.stats.rating')}
          value={!stats || stats.averageRating === 0 ? t('profile.analytics.notAvailable') : stats.averageRating.toFixed(1)}
          icon={<StarOutlineRounded />}
          tone="secondary"
          loading={loading}
          hint={!stats || stats.averageRating === 0 ? t('history.stats.notRated') : t('history.stats.outOf5')}
        />
      </Grid>
      <Grid size={cell}>
        <StatCard
          label={t('history.stats.spent')}
          value={formatPaise(stats?.totalSpent ?? 0)}
          icon={<PaymentsOutlined />}
          tone="success"
          loading={loading}
          hint={stats && stats.liveSpent > 0 ? t('history.stats.live', { amount: formatPaise(stats.liveSpent) }) : t('history.stats.spentHint')}
        />
      </Grid>
    </Grid>
  );
}
