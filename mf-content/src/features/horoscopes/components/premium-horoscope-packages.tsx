import Box from '@mui/material/Box';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import DateRangeRounded from '@mui/icons-material/DateRangeRounded';
import TodayRounded from '@mui/icons-material/TodayRounded';
import type { ReactNode } from 'react';
import { catalogueItem, servicePaymentPath } from '../../../shared/payment/payment-links';
import { ServiceOfferCard } from '../../../shared/ui/service-offer-card';

interface PremiumPackage {
  service: 'daily-horoscope' | 'weekly-horoscope' | 'monthly-horoscope';
  description: string;
  icon: ReactNode;
  features: string[];
}

const PACKAGES: PremiumPackage[] = [
  {
    service: 'daily-horoscope',
    description: 'A personal reading every morning from your full birth chart, not just your sign.',
    icon: <TodayRounded />,
    features: ['Based on your own kundli', 'Auspicious hours of the day', 'Daily remedy and mantra'],
  },
  {
    service: 'weekly-horoscope',
    description: 'A detailed forecast for the week ahead with the days to act and the days to wait.',
    icon: <DateRangeRounded />,
    features: ['Day-by-day guidance', 'Career, money and relationships', 'Transit alerts for your chart'],
  },
  {
    service: 'monthly-horoscope',
    description: 'An in-depth monthly report of transits and dasha periods with practical remedies.',
    icon: <CalendarMonthRounded />,
    features: ['Dasha and transit analysis', 'Favourable dates for big decisions', 'Personal remedies'],
  },
];

/** The three premium horoscope packages (at the catalogue's prices, contracts/src/payment.ts), each bought through /payment. */
export function PremiumHoroscopePackages() {
  return (
    <Box sx={{ display: 'grid', gap: 3, pt: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {PACKAGES.map((premium) => {
        const item = catalogueItem('horoscope', premium.service);
        return (
          <ServiceOfferCard
            key={item.service}
            title={item.packageName}
            description={premium.description}
            icon={premium.icon}
            price={item.price}
            originalPrice={item.originalPrice}
            features={premium.features}
            to={servicePaymentPath(item, premium.description)}
          />
        );
      })}
    </Box>
  );
}
