import { PageHero } from '@astrosetu/design-system/page-hero';
import { HoroscopeTabsPanel } from '../features/horoscopes/components/horoscope-tabs-panel';
import { PremiumHoroscopePackages } from '../features/horoscopes/components/premium-horoscope-packages';
import { ProfessionalReportCard } from '../features/horoscopes/components/professional-report-card';
import { useDocumentMeta } from '@astrosetu/web-core';
import { PageSection } from '../shared/ui/page-section';

/** /horoscopes: the daily, weekly and monthly readings of every sign, premium packages and the report offer. */
export default function HoroscopesPage() {
  useDocumentMeta({
    title: 'Horoscopes',
    description: 'Free daily, weekly and monthly Vedic horoscopes for all twelve signs, from the real positions of the planets.',
  });
  return (
    <>
      <PageHero
        title="Horoscopes"
        eyebrow="Daily · Weekly · Monthly"
        subtitle="Free Vedic horoscopes for all twelve signs, read from the real sidereal positions of the planets for each day, week and month."
        dense
      />
      <PageSection>
        <HoroscopeTabsPanel />
      </PageSection>
      <PageSection
        tinted
        title="Premium Horoscope Packages"
        subtitle="Personal forecasts prepared from your own birth chart by our astrologers."
      >
        <PremiumHoroscopePackages />
      </PageSection>
      <PageSection>
        <ProfessionalReportCard />
      </PageSection>
    </>
  );
}
