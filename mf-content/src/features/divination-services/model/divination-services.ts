import { catalogueItem } from '../../../shared/payment/payment-links';
import { useContentText } from '../../../locales/use-text';

export const divinationServiceIds = ['birth-chart', 'palmistry', 'numerology', 'tarot'] as const;
export type DivinationServiceId = (typeof divinationServiceIds)[number];

export interface DivinationService {
  id: DivinationServiceId;
  title: string;
  tagline: string;
  features: string[];
  receive: string[];
}

/** How many features and deliverables each service lists (their text: divination.services.{id}.features.N / .receive.N). */
const LIST_LENGTHS: Record<DivinationServiceId, { features: number; receive: number }> = {
  'birth-chart': { features: 4, receive: 4 },
  palmistry: { features: 4, receive: 3 },
  numerology: { features: 4, receive: 3 },
  tarot: { features: 4, receive: 3 },
};

/** The four divination services with what each offers and delivers, in the site's language. */
export function useDivinationServices(): readonly DivinationService[] {
  const { t } = useContentText();
  return divinationServiceIds.map((id) => {
    // The keys below exist for every id and index (LIST_LENGTHS matches the catalogue; the catalogue check proves it).
    const text = t as unknown as (key: string) => string;
    return {
      id,
      title: t(`divination.services.${id}.title`),
      tagline: t(`divination.services.${id}.tagline`),
      features: Array.from({ length: LIST_LENGTHS[id].features }, (_, index) => text(`divination.services.${id}.features.${index}`)),
      receive: Array.from({ length: LIST_LENGTHS[id].receive }, (_, index) => text(`divination.services.${id}.receive.${index}`)),
    };
  });
}

export function isDivinationServiceId(value: string | null): value is DivinationServiceId {
  return (divinationServiceIds as readonly string[]).includes(value ?? '');
}

export function divinationCatalogueItem(id: DivinationServiceId) {
  return catalogueItem('divination', id);
}
