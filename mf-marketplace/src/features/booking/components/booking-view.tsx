import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { packagePriceInPaise, type Astrologer, type BookingPaymentDetails, type ConsultationChannel } from '@astrosetu/contracts';
import { AstrologerProfileSummary } from '../../../shared/astrologers/astrologer-profile-summary';
import { AstrologerReviews } from '../../../shared/astrologers/astrologer-reviews';
import { ChannelChoice } from '../../../shared/astrologers/channel-choice';
import { rateOf, takesCalls } from '../../../shared/astrologers/channel-rate';
import { useFreeFirstMinutes } from '../../../shared/consultations/use-free-first-minutes';
import { DEFAULT_BOOKING_DURATION, type BookingDuration } from '../model/booking-durations';
import { BookingSummary } from './booking-summary';
import { DurationChoice } from './duration-choice';
import { PaymentForm } from './payment-form';
import { SecurePaymentNotice } from './secure-payment-notice';
import { useMarketplaceText } from '../../../locales/use-text';

export interface BookingViewProps {
  astrologer: Astrologer;
  /** Prefilled from the signed-in account. */
  initialDetails: BookingPaymentDetails;
  processing: boolean;
  error: string | null;
  /** The channel chosen on the way here (?channel=call); the customer may change it. */
  initialChannel?: ConsultationChannel;
  /** Pays for `minutes` on `channel` with this astrologer (the page hands it to the payments feature). */
  onPay: (details: BookingPaymentDetails, minutes: BookingDuration, channel: ConsultationChannel) => void;
}

/** The booking page for one astrologer. */
export function BookingView({ astrologer, initialDetails, initialChannel = 'chat', processing, error, onPay }: BookingViewProps) {
  const { t } = useMarketplaceText();
  const navigate = useNavigate();
  const [minutes, setMinutes] = useState<BookingDuration>(DEFAULT_BOOKING_DURATION);
  const backToAstrologers = () => navigate('/astrologers');
  const freeFirstMinutes = useFreeFirstMinutes();
  const [chosenChannel, setChosenChannel] = useState<ConsultationChannel>(initialChannel);
  const offersCalls = takesCalls(astrologer);
  const channel: ConsultationChannel = offersCalls ? chosenChannel : 'chat';
  const ratePerMinute = rateOf(astrologer, channel);

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 } }}>
      <Button onClick={backToAstrologers} startIcon={<ArrowBackRounded />} sx={{ mb: 2 }}>
        {t('common.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('booking.title')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Card variant="outlined" sx={{ borderRadius: 3 }}>
              <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
                <AstrologerProfileSummary astrologer={astrologer} showDescription headingLevel="h2" />
              </CardContent>
            </Card>
            <Card variant="outlined" sx={{ borderRadius: 3 }}>
              <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
                <AstrologerReviews astrologerId={astrologer.id} astrologerName={astrologer.name} />
              </CardContent>
            </Card>
            <Card variant="outlined" sx={{ borderRadius: 3 }}>
              <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
                <Stack spacing={3}>
                  {offersCalls ? <ChannelChoice astrologer={astrologer} value={channel} onChange={setChosenChannel} disabled={processing} /> : null}
                  <DurationChoice value={minutes} onChange={setMinutes} disabled={processing} />
                  <BookingSummary ratePerMinute={ratePerMinute} minutes={minutes} freeFirstMinutes={freeFirstMinutes} />
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <Card variant="outlined" sx={{ borderRadius: 3 }}>
              <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('booking.yourDetails')}
                </Typography>
                <PaymentForm
                  initialValues={initialDetails}
                  totalPaise={packagePriceInPaise(ratePerMinute, minutes)}
                  processing={processing}
                  error={error}
                  onPay={(details) => onPay(details, minutes, channel)}
                  onCancel={backToAstrologers}
                />
              </CardContent>
            </Card>
            <SecurePaymentNotice />
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
