import Grid from '@mui/material/Grid';
import ChatRounded from '@mui/icons-material/ChatRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import type { AdminAstrologer, AstrologerDashboardFigures } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { StatCard } from '@astrosetu/design-system/stat-card';
import { useChatText } from '../../locales/use-text';

export interface DashboardStatsProps {
  /** For the rating (from the reviews). */
  profile?: AdminAstrologer;
  /** From the earnings ledger (GET /api/astrologer/dashboard-figures): completed sessions, minutes billed, the share earned. */
  figures?: AstrologerDashboardFigures;
  activeCount?: number;
  loading: boolean;
}

/** The four cards: Active Consultations, Completed Consultations, Rating, Your Earnings (the server's figures, none computed here). */
export function DashboardStats({ profile, figures, activeCount, loading }: DashboardStatsProps) {
  const { t } = useChatText();
  const rated = profile && profile.reviewCount > 0;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard label={t('dashboard.stats.active')} value={activeCount ?? 0} icon={<ChatRounded />} tone="success" loading={loading && activeCount === undefined} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label={t('dashboard.stats.total')}
          value={figures?.totals.sessions ?? 0}
          hint={figures ? t('dashboard.stats.minutesBilled', { count: figures.minutesBilled }) : undefined}
          icon={<HistoryRounded />}
          tone="primary"
          loading={loading && !figures}
        />
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
        <StatCard
          label={t('dashboard.stats.earnings')}
          value={formatPaise(figures?.totals.shareAmount ?? 0)}
          hint={t('dashboard.stats.earningsHint')}
          icon={<CurrencyRupeeRounded />}
          tone="info"
          loading={loading && !figures}
        />
      </Grid>
    </Grid>
  );
}
