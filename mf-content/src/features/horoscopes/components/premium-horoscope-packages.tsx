import Box from '@mui/material/Box';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import DateRangeRounded from '@mui/icons-material/DateRangeRounded';
import TodayRounded from '@mui/icons-material/TodayRounded';
import type { ReactNode } from 'react';
import { servicePriceKey } from '@astrosetu/contracts';
import { catalogueItem, servicePaymentPath } from '../../../shared/payment/payment-links';
import { ServiceOfferCard } from '../../../shared/ui/service-offer-card';
import { useContentText } from '../../../locales/use-text';

interface PremiumPackage {
  service: 'daily-horoscope' | 'weekly-horoscope' | 'monthly-horoscope';
  /** Its copy: horoscopes.premium.{period}.description and .features.0-2. */
  period: 'daily' | 'weekly' | 'monthly';
  icon: ReactNode;
}

const PACKAGES = ([
  { service: 'daily-horoscope', period: 'daily', icon: <TodayRounded /> },
  { service: 'weekly-horoscope', period: 'weekly', icon: <DateRangeRounded /> },
  { service: 'monthly-horoscope', period: 'monthly', icon: <CalendarMonthRounded /> },
] satisfies PremiumPackage[]).map((premium) => ({ ...premium, item: catalogueItem('horoscope', premium.service) }));
const FEATURES = [0, 1, 2] as const;

/** The three premium horoscope packages (at the catalogue's prices, contracts/src/payment.ts), each bought through /payment. */
export function PremiumHoroscopePackages() {
  const { t } = useContentText();
  return (
    <Box sx={{ display: 'grid', gap: 3, pt: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {PACKAGES.map((premium) => {
        const item = premium.item;
        const description = t(`horoscopes.premium.${premium.period}.description`);
        return (
          <ServiceOfferCard
            key={item.service}
            title={t(`horoscopes.premium.names.${premium.service}`)}
            description={description}
            icon={premium.icon}
            price={item.price}
            priceKey={servicePriceKey(item)}
            features={FEATURES.map((index) => t(`horoscopes.premium.${premium.period}.features.${index}`))}
            to={servicePaymentPath(item, description)}
          />
        );
      })}
    </Box>
  );
}
