import Grid from '@mui/material/Grid';
import { PackageCard } from '@astrosetu/design-system/package-card';
import { PACKAGE_PLANS, planPrice, planSavings } from '../model/package-plans';
import { useMarketplaceText } from '../../../locales/use-text';

export interface PackageGridProps {
  ratePerMinute: number;
  onChoose: (minutes: number) => void;
  pendingMinutes: number | null;
  disabled?: boolean;
  /** The customer's next booking has its first minutes free (prices shown without them). */
  freeFirstMinutes?: number;
}

/** 10, 15 (Most Popular), 30 and 60 minutes at the astrologer's rate. */
export function PackageGrid({ ratePerMinute, onChoose, pendingMinutes, disabled = false, freeFirstMinutes = 0 }: PackageGridProps) {
  const { t } = useMarketplaceText();
  return (
    <Grid container spacing={{ xs: 3, md: 2.5 }} component="ul" aria-label={t('packages.gridLabel')} sx={{ listStyle: 'none', p: 0, m: 0, pt: 1.5 }}>
      {PACKAGE_PLANS.map((plan) => (
        <Grid key={plan.minutes} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <PackageCard
            minutes={plan.minutes}
            pricePaise={planPrice(ratePerMinute, plan, freeFirstMinutes)}
            savingsPaise={planSavings(ratePerMinute, plan)}
            mostPopular={plan.mostPopular}
            description={freeFirstMinutes > 0 ? t('packages.planWithFreeMinutes', { description: t(plan.description), count: freeFirstMinutes }) : t(plan.description)}
            actionLabel={t('packages.buy')}
            onSelect={() => onChoose(plan.minutes)}
            pending={pendingMinutes === plan.minutes}
            disabled={disabled || (pendingMinutes !== null && pendingMinutes !== plan.minutes)}
          />
        </Grid>
      ))}
    </Grid>
  );
}
