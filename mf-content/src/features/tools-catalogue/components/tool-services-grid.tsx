import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import AutoGraphRounded from '@mui/icons-material/AutoGraphRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import HomeWorkRounded from '@mui/icons-material/HomeWorkRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import TagRounded from '@mui/icons-material/TagRounded';
import TodayRounded from '@mui/icons-material/TodayRounded';
import TrackChangesRounded from '@mui/icons-material/TrackChangesRounded';
import { servicePriceKey } from '@astrosetu/contracts';
import { catalogueItems, servicePaymentPath } from '../../../shared/payment/payment-links';
import { ServiceOfferCard } from '../../../shared/ui/service-offer-card';
import { useContentText } from '../../../locales/use-text';

type ToolService = 'birth-chart' | 'compatibility' | 'daily-horoscope' | 'advanced-calculations' | 'panchang' | 'numerology' | 'vastu' | 'remedies';

/** Each tool service's icon; its title, description and three features are at services.tools.{service}. */
const TOOL_ICONS: Record<ToolService, ReactNode> = {
  'birth-chart': <TrackChangesRounded />,
  compatibility: <FavoriteRounded />,
  'daily-horoscope': <TodayRounded />,
  'advanced-calculations': <AutoGraphRounded />,
  panchang: <CalendarMonthRounded />,
  numerology: <TagRounded />,
  vastu: <HomeWorkRounded />,
  remedies: <SpaRounded />,
};
const FEATURES = [0, 1, 2] as const;
const TOOL_ITEMS = catalogueItems('tool');

/** The eight purchasable tool services at the catalogue's prices (contracts/src/payment.ts), each with Purchase Service. */
export function ToolServicesGrid() {
  const { t } = useContentText();
  return (
    <Box sx={{ display: 'grid', gap: 3, pt: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      {TOOL_ITEMS.map((item) => {
        const service = item.service as ToolService;
        const description = t(`services.tools.${service}.description`);
        return (
          <ServiceOfferCard
            key={item.service}
            title={t(`services.tools.${service}.title`)}
            description={description}
            icon={TOOL_ICONS[service]}
            price={item.price}
            priceKey={servicePriceKey(item)}
            badge={item.popular ? t('services.popular') : undefined}
            features={FEATURES.map((index) => t(`services.tools.${service}.features.${index}`))}
            to={servicePaymentPath(item, description)}
          />
        );
      })}
    </Box>
  );
}
