import { PageHero } from '@astrosetu/design-system/page-hero';
import { HoroscopeTabsPanel } from '../features/horoscopes/components/horoscope-tabs-panel';
import { PremiumHoroscopePackages } from '../features/horoscopes/components/premium-horoscope-packages';
import { ProfessionalReportCard } from '../features/horoscopes/components/professional-report-card';
import { useDocumentMeta } from '@astrosetu/web-core';
import { useContentText } from '../locales/use-text';
import { PageSection } from '../shared/ui/page-section';

/** /horoscopes: the daily, weekly and monthly readings of every sign, premium packages and the report offer. */
export default function HoroscopesPage() {
  const { t } = useContentText();
  useDocumentMeta({ title: t('horoscopes.meta.title'), description: t('horoscopes.meta.description') });
  return (
    <>
      <PageHero title={t('horoscopes.meta.title')} eyebrow={t('horoscopes.hero.eyebrow')} subtitle={t('horoscopes.hero.subtitle')} dense />
      <PageSection>
        <HoroscopeTabsPanel />
      </PageSection>
      <PageSection
        tinted
        title={t('horoscopes.premium.title')}
        subtitle={t('horoscopes.premium.subtitle')}
      >
        <PremiumHoroscopePackages />
      </PageSection>
      <PageSection>
        <ProfessionalReportCard />
      </PageSection>
    </>
  );
}
