import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { Astrologer, Consultation, ConsultationChannel } from '@astrosetu/contracts';
import { SkeletonCard } from '@astrosetu/design-system/skeleton-card';
import { AstrologerProfileSummary } from '../../../shared/astrologers/astrologer-profile-summary';
import { ChannelChoice } from '../../../shared/astrologers/channel-choice';
import { rateOf, takesCalls } from '../../../shared/astrologers/channel-rate';
import { AstrologerReviews } from '../../../shared/astrologers/astrologer-reviews';
import { AstrologerTrustMenu } from '../../../shared/trust/astrologer-trust-menu';
import { BlockedNotice } from '../../../shared/trust/blocked-notice';
import { AstrologerNotFound } from '../../../shared/ui/astrologer-not-found';
import { FreeFirstMinutesNote } from '../../../shared/consultations/free-first-minutes-note';
import { useFreeFirstMinutes } from '../../../shared/consultations/use-free-first-minutes';
import { useBonusBalance } from '../../../shared/consultations/use-bonus-balance';
import { minutesAffordable } from '../model/package-plans';
import { useBookPackage } from '../model/use-book-package';
import { FavoriteToggle } from './favorite-toggle';
import { PackageGrid } from './package-grid';
import { TopUpOfferDialog } from './top-up-offer-dialog';
import { WalletPanel } from './wallet-panel';
import { useMarketplaceText } from '../../../locales/use-text';

export interface PackagesViewProps {
  astrologer: Astrologer | undefined;
  /** The astrologer could not be loaded (404 or otherwise). */
  notFound: boolean;
  /** Paise; null while loading. */
  balance: number | null;
  /** The customer's running session, if any (null when none, undefined while unknown). */
  activeConsultation: Consultation | null | undefined;
  /** Top-up buttons (₹500/₹1,000/₹2,000) for a balance; `always` shows them whatever the balance. */
  renderTopUp: (balance: number, options?: { always?: boolean }) => ReactNode;
  /** The waitlist of a busy astrologer (the waitlist feature, given by the page). */
  waitlist?: ReactNode;
  /** "Use your voucher" when the customer holds a consultation voucher for this astrologer (the vouchers feature). */
  voucher?: ReactNode;
}

/** /packages/{astrologerId}: the astrologer, the four packages and the wallet. */
export function PackagesView({ astrologer, notFound, balance, activeConsultation, renderTopUp, waitlist, voucher }: PackagesViewProps) {
  const { t } = useMarketplaceText();
  const freeFirstMinutes = useFreeFirstMinutes();
  const bonusBalance = useBonusBalance();
  // Bonus credit pays for bookings too (spent first): the affordability check counts both.
  const spendable = balance === null ? null : balance + bonusBalance;
  // Chat unless the customer chose Call (or came with ?channel=call) and the astrologer takes calls.
  const [params] = useSearchParams();
  const [chosenChannel, setChosenChannel] = useState<ConsultationChannel>(params.get('channel') === 'call' ? 'call' : 'chat');
  const offersCalls = astrologer ? takesCalls(astrologer) : false;
  const channel: ConsultationChannel = offersCalls ? chosenChannel : 'chat';
  const ratePerMinute = astrologer ? rateOf(astrologer, channel) : 0;
  const { choose, pendingMinutes, offer, dismissOffer } = useBookPackage(astrologer, spendable, freeFirstMinutes, channel);

  if (notFound) return <AstrologerNotFound />;

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 } }}>
      <Button component={RouterLink} to="/astrologers" startIcon={<ArrowBackRounded />} sx={{ mb: 2 }}>
        {t('packages.allAstrologers')}
      </Button>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}>
          {astrologer ? (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ xs: 'center', md: 'flex-start' }}>
              <AstrologerProfileSummary astrologer={astrologer} />
              <Stack direction="row" spacing={0.5} alignItems="center">
                <FavoriteToggle astrologer={astrologer} />
                <AstrologerTrustMenu astrologer={astrologer} />
              </Stack>
            </Stack>
          ) : null}
          {astrologer ? (
            <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
              <AstrologerReviews astrologerId={astrologer.id} astrologerName={astrologer.name} />
            </Box>
          ) : null}
          {astrologer ? null : (
            <Stack direction="row" spacing={3} alignItems="center" aria-busy="true">
              <Skeleton variant="circular" width={104} height={104} />
              <Stack sx={{ flex: 1 }}>
                <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
                <Skeleton variant="text" width="30%" />
                <Skeleton variant="text" width="60%" />
              </Stack>
            </Stack>
          )}
        </Paper>

        {astrologer ? <BlockedNotice astrologer={astrologer} /> : null}
        {activeConsultation && astrologer ? (
          <Alert
            severity={activeConsultation.astrologerId === astrologer.id ? 'info' : 'warning'}
            action={
              <Button component={RouterLink} to="/chat" color="inherit" size="small">
                {t('packages.resumeChat')}
              </Button>
            }
          >
            {activeConsultation.astrologerId === astrologer.id
              ? t('packages.liveWith', { name: astrologer.name })
              : t('packages.liveWithOther', { name: activeConsultation.astrologer.name })}
          </Alert>
        ) : null}

        {voucher}

        <WalletPanel
          balance={balance}
          bonusBalance={bonusBalance}
          note={astrologer && balance !== null ? t('packages.enoughFor', { count: minutesAffordable(balance + bonusBalance, ratePerMinute), name: astrologer.name }) : undefined}
          topUp={balance !== null ? renderTopUp(balance) : null}
        />

        <section aria-labelledby="packages-heading">
          <Typography variant="h5" component="h2" id="packages-heading" gutterBottom>
            {t(channel === 'call' ? 'packages.titleCall' : 'packages.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t(channel === 'call' ? 'packages.subtitleCall' : 'packages.subtitle')}
          </Typography>
          {waitlist ? <Box sx={{ mb: 2 }}>{waitlist}</Box> : null}
          {astrologer && offersCalls ? (
            <Box sx={{ mb: 2 }}>
              <ChannelChoice astrologer={astrologer} value={channel} onChange={setChosenChannel} disabled={pendingMinutes !== null} />
            </Box>
          ) : null}
          {astrologer && freeFirstMinutes > 0 ? (
            <Box sx={{ mb: 2 }}>
              <FreeFirstMinutesNote minutes={freeFirstMinutes} ratePerMinute={ratePerMinute} />
            </Box>
          ) : null}
          {astrologer && !astrologer.isOnline ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('packages.offline', { name: astrologer.name })}
            </Alert>
          ) : null}
          {astrologer ? (
            <PackageGrid ratePerMinute={ratePerMinute} channel={channel} freeFirstMinutes={freeFirstMinutes} onChoose={(minutes) => void choose(minutes)} pendingMinutes={pendingMinutes} disabled={!astrologer.isOnline || balance === null} />
          ) : (
            <Grid container spacing={2.5}>
              {[10, 15, 30, 60].map((minutes, index) => (
                <Grid key={minutes} size={{ xs: 12, sm: 6, md: 3 }}>
                  <SkeletonCard variant="package" label={t('packages.loading')} silent={index > 0} />
                </Grid>
              ))}
            </Grid>
          )}
        </section>

        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LockOutlined fontSize="small" aria-hidden />
            {t(channel === 'call' ? 'packages.chargedOnceCall' : 'packages.chargedOnce')}
          </Typography>
          {astrologer?.isOnline ? (
            <Typography variant="body2" color="text.secondary">
              {t('packages.payDirectly')}{' '}
              <Link component={RouterLink} to={`/checkout?astrologer=${astrologer.id}${channel === 'call' ? '&channel=call' : ''}`}>
                {t('packages.bookDirectly', { name: astrologer.name })}
              </Link>
            </Typography>
          ) : null}
        </Stack>
      </Stack>

      {astrologer ? (
        <TopUpOfferDialog
          offer={offer}
          astrologerId={astrologer.id}
          astrologerName={astrologer.name}
          onClose={dismissOffer}
          presets={offer ? renderTopUp(offer.balance, { always: true }) : null}
        />
      ) : null}
    </Container>
  );
}
