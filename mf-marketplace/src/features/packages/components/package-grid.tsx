import Grid from '@mui/material/Grid';
import type { ConsultationChannel } from '@astrosetu/contracts';
import { PackageCard } from '@astrosetu/design-system/package-card';
import { PACKAGE_PLANS, planPrice, planSavings } from '../model/package-plans';
import { useMarketplaceText } from '../../../locales/use-text';

export interface PackageGridProps {
  /** The chosen channel's rate (the call rate for a call). */
  ratePerMinute: number;
  channel?: ConsultationChannel;
  onChoose: (minutes: number) => void;
  pendingMinutes: number | null;
  disabled?: boolean;
  /** The customer's next booking has its first minutes free (prices shown without them). */
  freeFirstMinutes?: number;
}

/** 10, 15 (Most Popular), 30 and 60 minutes at the astrologer's rate. */
export function PackageGrid({ ratePerMinute, channel = 'chat', onChoose, pendingMinutes, disabled = false, freeFirstMinutes = 0 }: PackageGridProps) {
  const { t } = useMarketplaceText();
  return (
    <Grid container spacing={{ xs: 3, md: 2.5 }} component="ul" aria-label={channel === 'call' ? t('packages.gridLabelCall') : t('packages.gridLabel')} sx={{ listStyle: 'none', p: 0, m: 0, pt: 1.5 }}>
      {PACKAGE_PLANS.map((plan) => (
        <Grid key={plan.minutes} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <PackageCard
            minutes={plan.minutes}
            pricePaise={planPrice(ratePerMinute, plan, freeFirstMinutes)}
            savingsPaise={planSavings(ratePerMinute, plan)}
            mostPopular={plan.mostPopular}
            description={freeFirstMinutes > 0 ? t('packages.planWithFreeMinutes', { description: t(plan.description), count: freeFirstMinutes }) : t(plan.description)}
            actionLabel={channel === 'call' ? t('packages.buyCall') : t('packages.buy')}
            onSelect={() => onChoose(plan.minutes)}
            pending={pendingMinutes === plan.minutes}
            disabled={disabled || (pendingMinutes !== null && pendingMinutes !== plan.minutes)}
          />
        </Grid>
      ))}
    </Grid>
  );
}
