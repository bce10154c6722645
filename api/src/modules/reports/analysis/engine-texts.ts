import type { DoshaResult, Kundli, YogaResult } from '@astrosetu/contracts';
import { DEFAULT_UI_LANGUAGE } from '@astrosetu/contracts';
import type { ReportText } from '../report-text';

/**
 * The astrology engine describes its yogas and doshas in English sentences that carry this chart's placements.
 * An English report prints them as they are; a report in another language prints the catalogue's name, rule and
 * result of the yoga (engineYoga.<name>) and composes the dosha's verdict from the same facts.
 */
const inEnglish = (text: ReportText) => text.language === DEFAULT_UI_LANGUAGE;

export function yogaName(text: ReportText, yoga: Pick<YogaResult, 'name'>): string {
  return text.t(`engineYoga.${yoga.name}.name`);
}

export function yogaRule(text: ReportText, yoga: Pick<YogaResult, 'name' | 'rule'>): string {
  return inEnglish(text) ? yoga.rule : text.t(`engineYoga.${yoga.name}.rule`);
}

export function yogaDescription(text: ReportText, yoga: Pick<YogaResult, 'name' | 'description'>): string {
  return inEnglish(text) ? yoga.description : text.t('yogas.formedGives', { gift: text.t(`engineYoga.${yoga.name}.gift`) });
}

export function yogaStrength(text: ReportText, strength: string): string {
  return text.t(`yogas.strength.${strength}`);
}

const houseOf = (kundli: Kundli, name: string) => kundli.planets.find((planet) => planet.name === name)!;

/** The reasons the engine gives for a cancelled Mangal dosha, in the report's language. */
function mangalReason(text: ReportText, reason: string): string {
  const ownSign = /^Mars is in its own sign (\w+)$/.exec(reason);
  if (ownSign) return text.t('doshas.reason.ownSign', { sign: text.sign(ownSign[1]) });
  if (reason === 'Mars is exalted in Capricorn') return text.t('doshas.reason.exalted', { sign: text.sign('Capricorn') });
  const houseSign = /^Mars in the (\d+)\w\w house in (\w+)$/.exec(reason);
  if (houseSign) return text.t('doshas.reason.houseSign', { house: text.ordinal(Number(houseSign[1])), sign: text.sign(houseSign[2]) });
  if (reason === 'Mars is conjunct Jupiter') return text.t('doshas.reason.withPlanet', { planet: text.planet('Jupiter') });
  if (reason === 'Mars is conjunct the Moon') return text.t('doshas.reason.withPlanet', { planet: text.planet('Moon') });
  return reason;
}

export function doshaName(text: ReportText, dosha: Pick<DoshaResult, 'name'>): string {
  return text.t(`doshas.name.${dosha.name === 'Kaal Sarp Dosha' ? 'kaalSarp' : 'mangal'}`);
}

export function doshaRule(text: ReportText, dosha: Pick<DoshaResult, 'name' | 'rule'>): string {
  return inEnglish(text) ? dosha.rule : text.t(`doshas.rule.${dosha.name === 'Kaal Sarp Dosha' ? 'kaalSarp' : 'mangal'}`);
}

export function doshaType(text: ReportText, type: string): string {
  return text.t(`doshas.kaalSarpType.${type}`);
}

/** The dosha's description and, for a cancelled Mangal dosha, its reasons: one paragraph. */
export function doshaDescription(text: ReportText, dosha: DoshaResult, kundli: Kundli): string {
  if (inEnglish(text)) return `${dosha.description}${dosha.reasons.length > 0 ? ` ${dosha.reasons.join(' ')}` : ''}`;
  if (dosha.name === 'Kaal Sarp Dosha') {
    const rahu = houseOf(kundli, 'Rahu');
    if (!dosha.present) return text.t('doshas.kaalSarp.absent');
    const fromRahu = /between Rahu and Ketu/.test(dosha.description);
    return text.t('doshas.kaalSarp.present', {
      from: text.planet(fromRahu ? 'Rahu' : 'Ketu'),
      to: text.planet(fromRahu ? 'Ketu' : 'Rahu'),
      type: doshaType(text, dosha.type ?? ''),
      house: text.ordinal(rahu.house),
    });
  }
  const mars = houseOf(kundli, 'Mars');
  const params = { house: text.ordinal(mars.house), sign: text.sign(mars.sign) };
  if (!dosha.present) return text.t('doshas.mangal.absent', params);
  if (dosha.cancelled) return text.t('doshas.mangal.cancelled', { ...params, reasons: dosha.reasons.map((reason) => mangalReason(text, reason)).join('; ') });
  return text.t('doshas.mangal.present', params);
}
