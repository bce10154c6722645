import Grid from '@mui/material/Grid';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import { StatCard } from '@astrosetu/design-system/stat-card';
import { useAdminStatsQuery } from './stats-api';
import { formatCount } from '@astrosetu/design-system/format';
import { useAdminText } from '../../locales/use-text';

const count = (value: number | undefined) => (value === undefined ? '–' : formatCount(value));

/** The summary cards: Total Users, Active Users, Pending Approvals, Admin Users. */
export function SummaryCards() {
  const { t } = useAdminText();
  const { data, isLoading, isError } = useAdminStatsQuery();
  const hint = isError ? t('stats.failed') : undefined;
  return (
    <Grid container spacing={2} component="section" aria-label={t('stats.summary')}>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={t('stats.totalUsers')} value={count(data?.totalUsers)} icon={<GroupOutlined />} loading={isLoading} hint={hint} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={t('stats.activeUsers')} value={count(data?.activeUsers)} icon={<HowToRegOutlined />} tone="success" loading={isLoading} hint={hint} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          label={t('stats.pending')}
          value={count(data?.pendingApprovals)}
          icon={<PendingActionsOutlined />}
          tone="secondary"
          loading={isLoading}
          hint={hint}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={t('stats.admins')} value={count(data?.adminUsers)} icon={<AdminPanelSettingsOutlined />} tone="info" loading={isLoading} hint={hint} />
      </Grid>
    </Grid>
  );
}
