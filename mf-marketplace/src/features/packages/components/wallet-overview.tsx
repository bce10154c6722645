import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import { packagePriceInPaise, type Consultation } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { PACKAGE_PLANS } from '../model/package-plans';
import { useBonusBalance } from '../../../shared/consultations/use-bonus-balance';
import { WalletPanel } from './wallet-panel';

export interface WalletOverviewProps {
  balance: number | null;
  activeConsultation: Consultation | null | undefined;
  renderTopUp: (balance: number, options?: { always?: boolean }) => ReactNode;
  /** The lowest rate among the astrologers (rupees a minute), for the "from" price. */
  lowestRatePerMinute?: number;
}

/** /packages without an astrologer: the wallet, a top-up, and the way to choose an astrologer. */
export function WalletOverview({ balance, activeConsultation, renderTopUp, lowestRatePerMinute }: WalletOverviewProps) {
  const shortest = PACKAGE_PLANS[0]!;
  const bonusBalance = useBonusBalance();
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
      <Stack spacing={3}>
        {activeConsultation ? (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to="/chat" color="inherit" size="small">
                Resume chat
              </Button>
            }
          >
            You are in a live consultation with {activeConsultation.astrologer.name}.
          </Alert>
        ) : null}
        <WalletPanel
          balance={balance}
          bonusBalance={bonusBalance}
          note="Credits are valid for 365 days and are used for chat packages and extensions."
          topUp={balance !== null ? renderTopUp(balance, { always: true }) : null}
        />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
                <Typography variant="h5" component="h2" gutterBottom>
                  How packages work
                </Typography>
                <Stack component="ol" spacing={1} sx={{ pl: 2.5, m: 0, color: 'text.secondary' }}>
                  <li>Pick an astrologer who is online now.</li>
                  <li>Choose {PACKAGE_PLANS.map((plan) => plan.minutes).join(', ').replace(/, (\d+)$/, ' or $1')} minutes; the price is their rate per minute times the minutes.</li>
                  <li>The package is paid from this wallet and your private chat opens at once.</li>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3, bgcolor: 'brand.surfaceTint' }}>
              <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
                <Stack spacing={2} alignItems="flex-start">
                  <Typography variant="h5" component="h2">
                    Choose an astrologer
                  </Typography>
                  <Typography color="text.secondary">
                    {lowestRatePerMinute
                      ? `Packages start from ${formatPaise(packagePriceInPaise(lowestRatePerMinute, shortest.minutes), { decimals: false })} for ${shortest.minutes} minutes. `
                      : ''}
                    See who is online now and what they charge.
                  </Typography>
                  <Button component={RouterLink} to="/astrologers?online=true" variant="contained" startIcon={<ChatBubbleOutlineRounded />}>
                    Pick an astrologer
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Stack>
    </Container>
  );
}
