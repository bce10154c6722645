import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { AnalyticsPanel } from '../features/analytics';
import { AstrologersPanel } from '../features/astrologers';
import { AuditLogPanel } from '../features/audit-log';
import { FailedJobsPanel } from '../features/failed-jobs';
import { FulfilmentPanel } from '../features/fulfilment';
import { ModerationPanel } from '../features/moderation';
import { PayoutsPanel } from '../features/payouts';
import { ProfilePhotosPanel } from '../features/profile-photos';
import { RechargePacksPanel } from '../features/recharge-packs';
import { SummaryCards, TopPerformers } from '../features/dashboard-stats';
import { UsersPanel } from '../features/users';
import { AdminFrame } from '../shared/ui/admin-frame';
import { RequireAdmin } from '../shared/ui/require-admin';
import { PanelErrorBoundary } from '@astrosetu/web-core/panel-boundary';
import { useAdminText } from '../locales/use-text';

const panels = ['users', 'astrologers', 'pending', 'moderation', 'fulfilment', 'payouts', 'recharge-packs', 'analytics', 'audit', 'jobs'] as const;
type Panel = (typeof panels)[number];

const isPanel = (value: string | null): value is Panel => panels.includes(value as Panel);

/** The admin dashboard's tabs plus the audit log; Articles opens /admin-articles in a new window. */
function AdminDashboard() {
  const { t } = useAdminText();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const panel: Panel = isPanel(requested) ? requested : 'users';

  // On a phone only some tabs fit; MUI measures before the web fonts arrive and can leave the chosen tab off
  // screen, so it is brought into view once the page has settled.
  useEffect(() => {
    const timer = setTimeout(() => document.getElementById(`admin-tab-${panel}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }), 300);
    return () => clearTimeout(timer);
  }, [panel]);

  const show = (next: Panel) => {
    const updated = new URLSearchParams(params);
    if (next === 'users') updated.delete('tab');
    else updated.set('tab', next);
    setParams(updated, { replace: true });
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('page.title')}
        </Typography>
        <Typography color="text.secondary">{t('page.intro')}</Typography>
      </Box>
      <SummaryCards />
      <Box>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
          <Tabs
            value={panel}
            onChange={(_event, next: string) => {
              if (isPanel(next)) show(next);
            }}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('page.sections')}
          >
            <Tab value="users" label={t('page.tab.users')} id="admin-tab-users" aria-controls="admin-panel" />
            <Tab value="astrologers" label={t('page.tab.astrologers')} id="admin-tab-astrologers" aria-controls="admin-panel" />
            <Tab value="pending" label={t('page.tab.pending')} id="admin-tab-pending" aria-controls="admin-panel" />
            <Tab value="moderation" label={t('page.tab.moderation')} id="admin-tab-moderation" aria-controls="admin-panel" />
            <Tab value="fulfilment" label={t('page.tab.fulfilment')} id="admin-tab-fulfilment" aria-controls="admin-panel" />
            <Tab
              value="articles"
              label={t('page.tab.articles')}
              component="a"
              href="/admin-articles"
              target="_blank"
              rel="noopener"
              icon={<OpenInNewOutlined fontSize="small" aria-hidden />}
              iconPosition="end"
              aria-label={t('page.tab.articlesLabel')}
              sx={{ minHeight: 48 }}
            />
            <Tab value="payouts" label={t('page.tab.payouts')} id="admin-tab-payouts" aria-controls="admin-panel" />
            <Tab value="recharge-packs" label={t('page.tab.rechargePacks')} id="admin-tab-recharge-packs" aria-controls="admin-panel" />
            <Tab value="analytics" label={t('page.tab.analytics')} id="admin-tab-analytics" aria-controls="admin-panel" />
            <Tab value="audit" label={t('page.tab.audit')} id="admin-tab-audit" aria-controls="admin-panel" />
            <Tab value="jobs" label={t('page.tab.jobs')} id="admin-tab-jobs" aria-controls="admin-panel" />
          </Tabs>
        </Box>
        <Box id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${panel}`}>
          {panel === 'users' ? <UsersPanel /> : null}
          {panel === 'astrologers' ? (
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, xl: 9 }}>
                <AstrologersPanel mode="all" />
              </Grid>
              <Grid size={{ xs: 12, xl: 3 }}>
                <TopPerformers />
              </Grid>
            </Grid>
          ) : null}
          {panel === 'pending' ? (
            <>
              <AstrologersPanel key="pending" mode="pending" />
              <ProfilePhotosPanel />
            </>
          ) : null}
          {panel === 'moderation' ? <ModerationPanel /> : null}
          {panel === 'fulfilment' ? <FulfilmentPanel /> : null}
          {panel === 'payouts' ? <PayoutsPanel /> : null}
          {panel === 'recharge-packs' ? <RechargePacksPanel /> : null}
          {panel === 'analytics' ? (
            <PanelErrorBoundary name={t('page.tab.analytics')}>
              <AnalyticsPanel />
            </PanelErrorBoundary>
          ) : null}
          {panel === 'audit' ? <AuditLogPanel /> : null}
          {panel === 'jobs' ? <FailedJobsPanel /> : null}
        </Box>
      </Box>
    </Stack>
  );
}

/** /admin: the dashboard for admins, Access Denied for everyone else. */
export default function AdminPage() {
  const { t } = useAdminText();
  return (
    <AdminFrame title={t('page.title')}>
      <RequireAdmin>
        <AdminDashboard />
      </RequireAdmin>
    </AdminFrame>
  );
}
