import type { ReportText } from '../report-text';

/**
 * What a dasha period brings to each house it activates, when the period works well and when it strains
 * (texts.activeArea.<house>.good / .hard in the catalogue).
 */
export function activeAreaText(text: ReportText, house: number): { good: string; hard: string } {
  return { good: text.t(`texts.activeArea.${house}.good`), hard: text.t(`texts.activeArea.${house}.hard`) };
}
