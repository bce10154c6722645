import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSpinner, useSession } from '@astrosetu/web-core';
import { EarningsPanel } from '../features/astrologer-earnings';
import { ReviewReplies } from '../features/astrologer-reviews';
import {
  ConsultationList,
  DashboardStats,
  OnlineStatusToggle,
  useDashboardActiveConsultationsQuery,
  useDashboardFiguresQuery,
  useDashboardRecentConsultationsQuery,
  useNewConsultationAlerts,
  WaitlistQueuePanel,
  useOwnAstrologerProfileQuery,
} from '../features/astrologer-dashboard';
import { useChatPreferences } from '../features/chat-preferences';
import { CallAlertsPermission, IncomingCallAlert, MissedCallsNotice, useIncomingCalls } from '../features/incoming-call';
import { useChatText } from '../locales/use-text';

// The fulfilment queue (and its markdown renderer) loads after the dashboard's own figures.
const FulfilmentQueuePanel = lazy(() => import('../features/fulfilment-queue/fulfilment-queue-panel').then((module) => ({ default: module.FulfilmentQueuePanel })));

/** /astrologer-dashboard and /dashboard: the same dashboard, for astrologers only. */
export default function AstrologerDashboardPage() {
  const { t } = useChatText();
  const { user, status } = useSession();
  const isAstrologer = user?.role === 'astrologer';
  if (status === 'loading') return <PageSpinner />;
  if (!isAstrologer) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="error">{t('dashboard.denied')}</Alert>
      </Container>
    );
  }
  return <AstrologerDashboard userId={user.id} />;
}

function AstrologerDashboard({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const { t } = useChatText();
  // Fresh figures on every visit; a new booking refreshes them while the page is open.
  const profile = useOwnAstrologerProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const active = useDashboardActiveConsultationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const recent = useDashboardRecentConsultationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const figures = useDashboardFiguresQuery(undefined, { refetchOnMountOrArgChange: true });
  const { refetch: refetchProfile } = profile;
  const { refetch: refetchActive } = active;

  const openChat = useCallback((consultationId: number) => navigate(`/chat?consultation=${consultationId}`), [navigate]);
  const onNew = useCallback(() => {
    void refetchActive();
    void refetchProfile();
  }, [refetchActive, refetchProfile]);
  // A call rings (a dialog, the chime, a notification) instead of a toast; a missed one may have set us offline.
  const calls = useIncomingCalls(active.data, onNew);
  // The ring follows the chat's sound setting (the same chime, the same switch).
  const [preferences, updatePreferences] = useChatPreferences(userId);
  useNewConsultationAlerts(true, openChat, onNew, calls.ring);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ xs: 'flex-start', sm: 'center' }} spacing={2} sx={{ mb: 3 }}>
        <div>
          <Typography variant="h4" component="h1">
            {t('dashboard.title')}
          </Typography>
          <Typography color="text.secondary">{profile.data ? t('dashboard.greeting', { name: profile.data.name }) : t('dashboard.subtitle')}</Typography>
        </div>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          {profile.data?.takesCalls ? <CallAlertsPermission /> : null}
          {profile.data ? <OnlineStatusToggle isOnline={profile.data.isOnline} /> : null}
        </Stack>
      </Stack>
      <IncomingCallAlert
        calls={calls}
        soundEnabled={preferences.soundEnabled}
        onSoundEnabledChange={(soundEnabled) => updatePreferences({ soundEnabled })}
        onAccepted={openChat}
      />
      <MissedCallsNotice missed={calls.missed} onDismiss={calls.dismissMissed} />
      {profile.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('dashboard.profileError')}
        </Alert>
      ) : null}
      {figures.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('dashboard.figuresError')}
        </Alert>
      ) : null}
      <DashboardStats
        profile={profile.data}
        figures={figures.data}
        activeCount={active.data?.length}
        loading={profile.isLoading || active.isLoading || figures.isLoading}
      />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ConsultationList
            title={t('dashboard.activeList.title')}
            consultations={active.data}
            loading={active.isLoading}
            emptyText={t('dashboard.activeList.empty')}
            onOpen={(consultation) => openChat(consultation.id)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <WaitlistQueuePanel />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ConsultationList
            title={t('dashboard.recentList.title')}
            consultations={recent.data?.slice(0, 10)}
            loading={recent.isLoading}
            emptyText={t('dashboard.recentList.empty')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <EarningsPanel />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ReviewReplies />
        </Grid>
        {profile.data?.isApproved ? (
          <Grid size={12}>
            <Suspense fallback={<Skeleton variant="rounded" height={160} aria-label={t('dashboard.loadingQueue')} />}>
              <FulfilmentQueuePanel />
            </Suspense>
          </Grid>
        ) : null}
      </Grid>
    </Container>
  );
}
