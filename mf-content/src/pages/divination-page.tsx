import { useCallback, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { BirthChartTool } from '../features/birth-chart/components/birth-chart-tool';
import { DivinationServiceCards } from '../features/divination-services/components/divination-service-cards';
import { DivinationInfoCards, DivinationServiceDetails, DivinationStatsBanner } from '../features/divination-services/components/divination-info';
import { isDivinationServiceId, useDivinationServices, type DivinationServiceId } from '../features/divination-services/model/divination-services';
import { NumerologyCalculator } from '../features/numerology/components/numerology-calculator';
import { PalmistryReader } from '../features/palmistry/components/palmistry-reader';
import { TarotReader } from '../features/tarot/components/tarot-reader';
import { useDocumentMeta } from '@astrosetu/web-core';
import { PageSection } from '../shared/ui/page-section';
import { useContentText } from '../locales/use-text';

function useSelectedService(defaultService: DivinationServiceId): [DivinationServiceId, (service: DivinationServiceId) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('service');
  const service = isDivinationServiceId(value) ? value : defaultService;
  const select = useCallback(
    (next: DivinationServiceId) => setParams(new URLSearchParams({ service: next }), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [service, select];
}

const TOOLS: Record<DivinationServiceId, () => ReactNode> = {
  'birth-chart': () => <BirthChartTool />,
  palmistry: () => <PalmistryReader />,
  numerology: () => <NumerologyCalculator />,
  tarot: () => <TarotReader />,
};

/** /divination and /tarot-reading: the four divination services, the chosen one's details and its tool. */
export default function DivinationPage() {
  const { pathname } = useLocation();
  const isTarotPath = pathname.startsWith('/tarot-reading');
  const [serviceId, selectService] = useSelectedService(isTarotPath ? 'tarot' : 'birth-chart');
  const { t } = useContentText();
  const services = useDivinationServices();
  const service = services.find((candidate) => candidate.id === serviceId) ?? services[0];
  const title = isTarotPath ? t('divination.page.tarotTitle') : t('divination.page.title');
  const subtitle = t('divination.page.subtitle');
  useDocumentMeta({ title, description: subtitle });

  return (
    <>
      <PageHero title={title} subtitle={subtitle} eyebrow={t('divination.page.eyebrow')} dense />
      <PageSection title={t('divination.page.choose')}>
        <DivinationServiceCards selected={serviceId} onSelect={selectService} />
      </PageSection>
      <PageSection title={service.title} subtitle={service.tagline} tinted>
        <DivinationServiceDetails service={service} />
      </PageSection>
      <PageSection title={t('divination.page.try', { service: service.title })}>{TOOLS[service.id]()}</PageSection>
      <PageSection>
        <DivinationStatsBanner />
      </PageSection>
      <PageSection title={t('divination.page.why')} align="center">
        <DivinationInfoCards />
      </PageSection>
    </>
  );
}
