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
import { useMarketplaceText } from '../../../locales/use-text';

export interface WalletOverviewProps {
  balance: number | null;
  activeConsultation: Consultation | null | undefined;
  renderTopUp: (balance: number, options?: { always?: boolean }) => ReactNode;
  /** The lowest rate among the astrologers (rupees a minute), for the "from" price. */
  lowestRatePerMinute?: number;
}

/** /packages without an astrologer: the wallet, a top-up, and the way to choose an astrologer. */
export function WalletOverview({ balance, activeConsultation, renderTopUp, lowestRatePerMinute }: WalletOverviewProps) {
  const { t, language } = useMarketplaceText();
  const shortest = PACKAGE_PLANS[0]!;
  // '10, 15, 30 or 60' in the language's own words for 'or'.
  const planMinutes = new Intl.ListFormat(language, { type: 'disjunction' }).format(PACKAGE_PLANS.map((plan) => String(plan.minutes)));
  const bonusBalance = useBonusBalance();
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
      <Stack spacing={3}>
        {activeConsultation ? (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to="/chat" color="inherit" size="small">
                {t('packages.resumeChat')}
              </Button>
            }
          >
            {t('packages.liveWith', { name: activeConsultation.astrologer.name })}
          </Alert>
        ) : null}
        <WalletPanel
          balance={balance}
          bonusBalance={bonusBalance}
          note={t('wallet.validity')}
          topUp={balance !== null ? renderTopUp(balance, { always: true }) : null}
        />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
                <Typography variant="h5" component="h2" gutterBottom>
                  {t('wallet.how.title')}
                </Typography>
                <Stack component="ol" spacing={1} sx={{ pl: 2.5, m: 0, color: 'text.secondary' }}>
                  <li>{t('wallet.how.pick')}</li>
                  <li>{t('wallet.how.choose', { minutes: planMinutes })}</li>
                  <li>{t('wallet.how.paid')}</li>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3, bgcolor: 'brand.surfaceTint' }}>
              <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
                <Stack spacing={2} alignItems="flex-start">
                  <Typography variant="h5" component="h2">
                    {t('wallet.choose.title')}
                  </Typography>
                  <Typography color="text.secondary">
                    {lowestRatePerMinute
                      ? `${t('wallet.choose.from', { price: formatPaise(packagePriceInPaise(lowestRatePerMinute, shortest.minutes), { decimals: false }), count: shortest.minutes })} `
                      : ''}
                    {t('wallet.choose.seeWho')}
                  </Typography>
                  <Button component={RouterLink} to="/astrologers?online=true" variant="contained" startIcon={<ChatBubbleOutlineRounded />}>
                    {t('wallet.choose.action')}
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
