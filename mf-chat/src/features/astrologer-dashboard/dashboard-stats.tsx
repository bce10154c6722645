import Grid from '@mui/material/Grid';
import ChatRounded from '@mui/icons-material/ChatRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import type { AdminAstrologer } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { StatCard } from '@astrosetu/design-system/stat-card';
import { useChatText } from '../../locales/use-text';

export interface DashboardStatsProps {
  profile?: AdminAstrologer;
  activeCount?: number;
  loading: boolean;
}

/** The four cards: Active Consultations, Total Consultations, Rating, Total Earnings. */
export function DashboardStats({ profile, activeCount, loading }: DashboardStatsProps) {
  const { t } = useChatText();
  const rated = profile && profile.reviewCount > 0;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard label={t('dashboard.stats.active')} value={activeCount ?? 0} icon={<ChatRounded />} tone="success" loading={loading && activeCount === undefined} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard label={t('dashboard.stats.total')} value={profile?.totalConsultations ?? 0} icon={<HistoryRounded />} tone="primary" loading={loading && !profile} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label={t('dashboard.stats.rating')}
          value={rated ? t('dashboard.stats.ratingValue', { rating: profile.rating.toFixed(1) }) : t('dashboard.stats.noRating')}
          hint={rated ? t('dashboard.stats.reviews', { count: profile.reviewCount }) : t('dashboard.stats.notRated')}
          icon={<StarRounded />}
          tone="secondary"
          loading={loading && !profile}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard label={t('dashboard.stats.earnings')} value={formatPaise(profile?.totalEarnings ?? 0)} icon={<CurrencyRupeeRounded />} tone="info" loading={loading && !profile} />
      </Grid>
    </Grid>
  );
}
