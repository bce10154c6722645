import { useCallback, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { BirthChartTool } from '../features/birth-chart/components/birth-chart-tool';
import { DivinationServiceCards } from '../features/divination-services/components/divination-service-cards';
import { DivinationInfoCards, DivinationServiceDetails, DivinationStatsBanner } from '../features/divination-services/components/divination-info';
import { DIVINATION_SERVICES, isDivinationServiceId, type DivinationServiceId } from '../features/divination-services/model/divination-services';
import { NumerologyCalculator } from '../features/numerology/components/numerology-calculator';
import { PalmistryReader } from '../features/palmistry/components/palmistry-reader';
import { TarotReader } from '../features/tarot/components/tarot-reader';
import { useDocumentMeta } from '@astrosetu/web-core';
import { PageSection } from '../shared/ui/page-section';

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
  const service = DIVINATION_SERVICES.find((candidate) => candidate.id === serviceId) ?? DIVINATION_SERVICES[0];
  const title = isTarotPath ? 'Tarot Reading' : 'Divination Services';
  const subtitle = 'Vedic birth charts, palmistry, numerology and tarot: try each free, or get a personal reading from an expert.';
  useDocumentMeta({ title, description: subtitle });

  return (
    <>
      <PageHero title={title} subtitle={subtitle} eyebrow="Ancient arts, modern precision" dense />
      <PageSection title="Choose a Service">
        <DivinationServiceCards selected={serviceId} onSelect={selectService} />
      </PageSection>
      <PageSection title={service.title} subtitle={service.tagline} tinted>
        <DivinationServiceDetails service={service} />
      </PageSection>
      <PageSection title={`Try ${service.title}`}>{TOOLS[service.id]()}</PageSection>
      <PageSection>
        <DivinationStatsBanner />
      </PageSection>
      <PageSection title="Why AstroSetu" align="center">
        <DivinationInfoCards />
      </PageSection>
    </>
  );
}
