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
import { catalogueItems, servicePaymentPath } from '../../../shared/payment/payment-links';
import { ServiceOfferCard } from '../../../shared/ui/service-offer-card';

const TOOL_DETAILS: Record<string, { description: string; icon: ReactNode; features: string[] }> = {
  'birth-chart': {
    description: 'Your complete kundli read by an astrologer: planets, houses, dashas and yogas explained.',
    icon: <TrackChangesRounded />,
    features: ['Lagna, Moon and Navamsa charts', 'Dasha timeline', 'Written interpretation'],
  },
  compatibility: {
    description: 'A detailed compatibility report for two people from both birth charts.',
    icon: <FavoriteRounded />,
    features: ['Ashtakoot guna milan', 'Mangal dosha check', 'Remedies for weak points'],
  },
  'daily-horoscope': {
    description: 'A personal daily forecast from your own chart, every morning for a month.',
    icon: <TodayRounded />,
    features: ['Based on your Moon sign and dasha', 'Good and bad hours', 'Daily remedy'],
  },
  'advanced-calculations': {
    description: 'KP sub-lords, cuspal analysis, divisional charts and precise timing of events.',
    icon: <AutoGraphRounded />,
    features: ['KP cusps and significators', 'Divisional charts', 'Event timing'],
  },
  panchang: {
    description: 'A personal panchang with muhurat dates for the ceremonies you are planning.',
    icon: <CalendarMonthRounded />,
    features: ['Tithi, nakshatra, yoga, karana', 'Muhurat selection', 'Rahu kalam and hora'],
  },
  numerology: {
    description: 'Your name and birth numbers analysed, with name-correction suggestions.',
    icon: <TagRounded />,
    features: ['Life path and destiny numbers', 'Lucky numbers and dates', 'Name correction'],
  },
  vastu: {
    description: 'Vastu review of your home or office plan with practical, low-cost corrections.',
    icon: <HomeWorkRounded />,
    features: ['Room-by-room directions', 'Entrance and kitchen placement', 'Remedies without demolition'],
  },
  remedies: {
    description: 'Personal remedies for the planets troubling your chart: mantras, fasts, donations and gems.',
    icon: <SpaRounded />,
    features: ['Mantra and puja guidance', 'Gemstone suitability', 'Charity and fasting days'],
  },
};

/** The eight purchasable tool services at the catalogue's prices (contracts/src/payment.ts), each with Purchase Service. */
export function ToolServicesGrid() {
  return (
    <Box sx={{ display: 'grid', gap: 3, pt: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      {catalogueItems('tool').map((item) => {
        const details = TOOL_DETAILS[item.service];
        return (
          <ServiceOfferCard
            key={item.service}
            title={item.packageName}
            description={details?.description}
            icon={details?.icon}
            price={item.price}
            originalPrice={item.originalPrice}
            badge={item.popular ? 'Popular' : undefined}
            features={details?.features}
            to={servicePaymentPath(item, details?.description ?? item.packageName)}
          />
        );
      })}
    </Box>
  );
}
