import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import type { Consultation } from '@astrosetu/contracts';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError, useSession } from '@astrosetu/web-core';
import {
  newestFirst,
  useConsultationsOfUserQuery,
  useCustomerConsultationStatsQuery,
  useEndConsultationSessionMutation,
} from '../../../shared/api/consultations-api';
import { ConsultationListItem } from '../../../shared/consultations/consultation-list-item';
import { ConsultationDetailsDialog } from './consultation-details-dialog';
import { EndSessionDialog } from './end-session-dialog';
import { HistoryStats } from './history-stats';
import { useMarketplaceText } from '../../../locales/use-text';

function ListSkeleton() {
  const { t } = useMarketplaceText();
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }} aria-busy="true" aria-label={t('profile.history.loading')}>
      <Stack spacing={2}>
        {[0, 1, 2].map((row) => (
          <Stack key={row} direction="row" spacing={2} alignItems="center">
            <Skeleton variant="circular" width={52} height={52} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="60%" />
            </Box>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function LiveBadge() {
  const { t } = useMarketplaceText();
  return (
    <Chip
      size="small"
      color="success"
      label={t('history.live')}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'common.white',
            ml: '8px !important',
            animation: 'live-pulse 1.6s ease-in-out infinite',
            '@keyframes live-pulse': { '50%': { opacity: 0.35 } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      }
      sx={{ fontWeight: 700 }}
    />
  );
}

/** The signed-in customer's sessions (never another user's id). */
export function ConsultationHistoryView({ userId }: { userId: number }) {
  const { t } = useMarketplaceText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { refreshUser } = useSession();
  const { data, isError, isFetching, refetch } = useConsultationsOfUserQuery(userId, { refetchOnMountOrArgChange: true });
  const [endConsultation, { isLoading: ending }] = useEndConsultationSessionMutation();
  const [toEnd, setToEnd] = useState<Consultation | null>(null);
  const [viewing, setViewing] = useState<Consultation | null>(null);

  const sorted = useMemo(() => (data ? newestFirst(data) : []), [data]);
  const active = sorted.filter((consultation) => consultation.status === 'active');
  const past = sorted.filter((consultation) => consultation.status !== 'active');
  // The totals are the server's (sums of the wallet ledger, net of refunds): the page adds nothing up itself.
  const stats = useCustomerConsultationStatsQuery(undefined, { refetchOnMountOrArgChange: true });

  const endSession = async (feedback: { rating?: number; review?: string }) => {
    if (!toEnd) return;
    try {
      await endConsultation({ id: toEnd.id, ...feedback }).unwrap();
      toast({ title: t('history.ended.title'), description: t('history.ended.description', { name: toEnd.astrologer.name }), variant: 'success' });
      void refreshUser();
    } catch (cause) {
      toast({ title: t('history.ended.failed'), description: normaliseApiError(cause).message, variant: 'error' });
    } finally {
      setToEnd(null);
    }
  };

  return (
    <>
      <PageHero
        dense
        eyebrow={t('history.hero.eyebrow')}
        title={t('history.hero.title')}
        subtitle={t('history.hero.subtitle')}
        actions={
          <Button component={RouterLink} to="/astrologers" variant="contained" color="secondary">
            {t('history.hero.action')}
          </Button>
        }
      />
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
        <Stack spacing={4}>
          {(isError && !data) || stats.isError ? (
            <Alert
              severity="error"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    void refetch();
                    void stats.refetch();
                  }}
                  disabled={isFetching || stats.isFetching}
                >
                  {t('common.tryAgain')}
                </Button>
              }
            >
              {t('history.failed')}
            </Alert>
          ) : (
            <HistoryStats stats={stats.data ?? null} />
          )}

          {active.length > 0 ? (
            <Box component="section" aria-labelledby="active-heading">
              <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
                <Typography variant="h5" component="h2" id="active-heading">
                  {t('history.active.title')}
                </Typography>
                <LiveBadge />
              </Stack>
              <Paper variant="outlined" sx={{ borderRadius: 3, borderColor: 'success.main', borderWidth: 2 }}>
                <Stack component="ul" aria-label={t('history.active.label')} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {active.map((consultation) => (
                    <li key={consultation.id}>
                      <ConsultationListItem
                        consultation={consultation}
                        actions={
                          <>
                            <Button variant="contained" color="success" onClick={() => navigate('/chat')}>
                              {t('home.recent.resume')}
                            </Button>
                            <Button variant="outlined" color="error" onClick={() => setToEnd(consultation)}>
                              {t('history.endSession')}
                            </Button>
                          </>
                        }
                      />
                    </li>
                  ))}
                </Stack>
              </Paper>
            </Box>
          ) : null}

          <Box component="section" aria-labelledby="history-heading">
            <Typography variant="h5" component="h2" id="history-heading" sx={{ mb: 2 }}>
              {t('history.past.title', { count: past.length })}
            </Typography>
            {!data && !isError ? <ListSkeleton /> : null}
            {data && sorted.length === 0 ? (
              <EmptyState
                icon={<ForumOutlined />}
                title={t('profile.history.empty.title')}
                description={t('history.empty')}
                headingLevel="h3"
                actionLabel={t('home.recent.find')}
                onAction={() => navigate('/astrologers')}
              />
            ) : null}
            {data && sorted.length > 0 && past.length === 0 ? (
              <Typography color="text.secondary">{t('history.past.none')}</Typography>
            ) : null}
            {past.length > 0 ? (
              <Paper variant="outlined" sx={{ borderRadius: 3 }}>
                <Stack component="ul" aria-label={t('history.past.label')} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {past.map((consultation) => (
                    <li key={consultation.id}>
                      <ConsultationListItem
                        consultation={consultation}
                        actions={
                          <Button variant="outlined" onClick={() => setViewing(consultation)} aria-label={t('history.viewDetailsOf', { name: consultation.astrologer.name })}>
                            {t('history.viewDetails')}
                          </Button>
                        }
                      />
                    </li>
                  ))}
                </Stack>
              </Paper>
            ) : null}
          </Box>
        </Stack>
      </Container>
      <EndSessionDialog consultation={toEnd} pending={ending} onConfirm={(feedback) => void endSession(feedback)} onCancel={() => setToEnd(null)} />
      <ConsultationDetailsDialog consultation={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
