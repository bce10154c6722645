import type { ReportText } from '../report-text';

/**
 * What the engine's yogas and doshas mean in practice, and the classical remedies (upayas) for the doshas, as
 * handed down in Parashari practice and popular almanacs. Printed as traditional guidance, not as a promise.
 */
const YOGAS_WITH_MEANINGS = ['Gajakesari Yoga', 'Budhaditya Yoga', 'Ruchaka Yoga', 'Bhadra Yoga', 'Hamsa Yoga', 'Malavya Yoga', 'Shasha Yoga'];
const DOSHAS_WITH_REMEDIES = ['Mangal Dosha', 'Kaal Sarp Dosha'];

export function yogaMeaning(text: ReportText, yoga: string): string | undefined {
  return YOGAS_WITH_MEANINGS.includes(yoga) ? text.t(`texts.yogaMeaning.${yoga}`) : undefined;
}

export function doshaRemedies(text: ReportText, dosha: string): string[] {
  return DOSHAS_WITH_REMEDIES.includes(dosha) ? [1, 2, 3, 4].map((index) => text.t(`texts.doshaRemedy.${dosha}.${index}`)) : [];
}

export function sadeSatiRemedies(text: ReportText): string[] {
  return [1, 2, 3, 4].map((index) => text.t(`texts.sadeSatiRemedy.${index}`));
}

export function remedyCaveat(text: ReportText): string {
  return text.t('texts.remedyCaveat');
}
