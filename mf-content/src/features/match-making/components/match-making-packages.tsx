import Box from '@mui/material/Box';
import { catalogueItems } from '../../../shared/payment/payment-links';
import { ServiceOfferCard } from '../../../shared/ui/service-offer-card';
import { useMatchMakingPurchase } from '../model/use-match-making-purchase';

const PACKAGE_DETAILS: Record<string, { description: string; features: string[] }> = {
  basic: {
    description: 'The essential compatibility check before a first meeting.',
    features: ['Ashtakoot guna milan (36 points)', 'Mangal dosha check for both', 'Summary report in PDF'],
  },
  detailed: {
    description: 'A full comparison of both charts by an experienced astrologer.',
    features: ['Everything in Basic', 'Dasha and Navamsa comparison', 'Remedies for weak kootas', '30-minute consultation'],
  },
  premium: {
    description: 'Complete guidance from matching to an auspicious wedding date.',
    features: ['Everything in Detailed', 'Family and career outlook', 'Wedding muhurat selection', 'Follow-up consultation'],
  },
};

/** The three match-making packages; choosing one goes to payment (after sign-in for guests). */
export function MatchMakingPackages() {
  const select = useMatchMakingPurchase();
  return (
    <Box sx={{ display: 'grid', gap: 3, pt: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {catalogueItems('match-making').map((item) => {
        const id = item.aliases?.[0] ?? item.packageName;
        const details = PACKAGE_DETAILS[id];
        return (
          <ServiceOfferCard
            key={id}
            title={item.packageName}
            description={details?.description}
            price={item.price}
            badge={item.popular ? 'Most Popular' : undefined}
            features={details?.features}
            actionLabel="Choose Package"
            onAction={() => select(item)}
          />
        );
      })}
    </Box>
  );
}
