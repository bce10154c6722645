import Grid from '@mui/material/Grid';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import { StatCard } from '@astrosetu/design-system/stat-card';
import { useAdminStatsQuery } from './stats-api';
import { formatCount } from '@astrosetu/design-system/format';

const count = (value: number | undefined) => (value === undefined ? '–' : formatCount(value));

/** The summary cards: Total Users, Active Users, Pending Approvals, Admin Users. */
export function SummaryCards() {
  const { data, isLoading, isError } = useAdminStatsQuery();
  const hint = isError ? 'Could not be loaded' : undefined;
  return (
    <Grid container spacing={2} component="section" aria-label="Summary">
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Total Users" value={count(data?.totalUsers)} icon={<GroupOutlined />} loading={isLoading} hint={hint} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Active Users" value={count(data?.activeUsers)} icon={<HowToRegOutlined />} tone="success" loading={isLoading} hint={hint} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          label="Pending Approvals"
          value={count(data?.pendingApprovals)}
          icon={<PendingActionsOutlined />}
          tone="secondary"
          loading={isLoading}
          hint={hint}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Admin Users" value={count(data?.adminUsers)} icon={<AdminPanelSettingsOutlined />} tone="info" loading={isLoading} hint={hint} />
      </Grid>
    </Grid>
  );
}
