import Grid from '@mui/material/Grid';
import ChatRounded from '@mui/icons-material/ChatRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import type { AdminAstrologer } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { StatCard } from '@astrosetu/design-system/stat-card';

export interface DashboardStatsProps {
  profile?: AdminAstrologer;
  activeCount?: number;
  loading: boolean;
}

/** The four cards: Active Consultations, Total Consultations, Rating, Total Earnings. */
export function DashboardStats({ profile, activeCount, loading }: DashboardStatsProps) {
  const rated = profile && profile.reviewCount > 0;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard label="Active Consultations" value={activeCount ?? 0} icon={<ChatRounded />} tone="success" loading={loading && activeCount === undefined} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard label="Total Consultations" value={profile?.totalConsultations ?? 0} icon={<HistoryRounded />} tone="primary" loading={loading && !profile} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label="Rating"
          value={rated ? `${profile.rating.toFixed(1)} / 5` : 'N/A'}
          hint={rated ? `${profile.reviewCount} ${profile.reviewCount === 1 ? 'review' : 'reviews'}` : 'Not rated yet'}
          icon={<StarRounded />}
          tone="secondary"
          loading={loading && !profile}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard label="Total Earnings" value={formatPaise(profile?.totalEarnings ?? 0)} icon={<CurrencyRupeeRounded />} tone="info" loading={loading && !profile} />
      </Grid>
    </Grid>
  );
}
