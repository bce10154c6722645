import Box from '@mui/material/Box';
import { servicePriceKey } from '@astrosetu/contracts';
import { catalogueItems } from '../../../shared/payment/payment-links';
import { ServiceOfferCard } from '../../../shared/ui/service-offer-card';
import { useMatchMakingPurchase } from '../model/use-match-making-purchase';
import { useContentText } from '../../../locales/use-text';

/** How many features each package lists (title, description and features: match.packages.{id}). */
const FEATURE_COUNT = { basic: 3, detailed: 4, premium: 4 } as const;
type PackageId = keyof typeof FEATURE_COUNT;
const PACKAGE_ITEMS = catalogueItems('match-making');

/** The three match-making packages; choosing one goes to payment (after sign-in for guests). */
export function MatchMakingPackages() {
  const { t } = useContentText();
  const text = t as unknown as (key: string) => string;
  const select = useMatchMakingPurchase();
  return (
    <Box sx={{ display: 'grid', gap: 3, pt: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {PACKAGE_ITEMS.map((item) => {
        const id = item.aliases?.[0] ?? item.packageName;
        const packageId = id as PackageId;
        return (
          <ServiceOfferCard
            key={id}
            title={t(`match.packages.${packageId}.title`)}
            description={t(`match.packages.${packageId}.description`)}
            price={item.price}
            priceKey={servicePriceKey(item)}
            badge={item.popular ? t('match.mostPopular') : undefined}
            // Every index below FEATURE_COUNT has its key (the catalogue check proves each key is there).
            features={Array.from({ length: FEATURE_COUNT[packageId] }, (_, index) => text(`match.packages.${packageId}.features.${index}`))}
            actionLabel={t('match.choose')}
            onAction={() => select(item)}
          />
        );
      })}
    </Box>
  );
}
