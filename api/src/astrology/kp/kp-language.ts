import type { UiLanguage } from '@astrosetu/contracts';
import { formatDms } from '../core/angles';
import { SIGN_NAMES } from '../core/vedic-data';
import { ayanamsaName, nakshatraName, planetName, signName, tithiNameIn, varaName } from '../i18n/astrology-names';
import { messageCatalogue } from '../i18n/message-catalogue';
import en from './locales/en.json';
import hi from './locales/hi.json';
import ta from './locales/ta.json';
import te from './locales/te.json';
import bn from './locales/bn.json';
import mr from './locales/mr.json';
import gu from './locales/gu.json';
import kn from './locales/kn.json';
import ml from './locales/ml.json';

/**
 * The KP analysis's sentences in Hindi and Tamil (locales/), around the same facts: the 2nd cusp, its sub lord and
 * the houses it signifies, the panchanga lords and their scores, the two ascendants. kp.ts writes English itself,
 * so English answers stay exactly as they were; en.json is the reference the translations follow.
 */
const catalogue = messageCatalogue({ en, hi, ta, te, bn, mr, gu, kn, ml });

export function kpText(language: UiLanguage) {
  const t = catalogue(language);
  const planet = (id: string) => planetName(language, id);
  const list = (values: readonly (string | number)[]) => values.join(', ');
  const signed = (score: number) => `${score >= 0 ? '+' : ''}${score}`;
  return {
    wealth: (level: 'High' | 'Moderate' | 'Low') => t(`wealth.${level}`),
    factors: (facts: { cusp: number; subLord: string; houses: number[]; wealth: number[]; losses: number[] }) => [
      t('factor.cusp', { degree: formatDms(facts.cusp % 30), sign: signName(language, SIGN_NAMES[Math.floor(facts.cusp / 30) % 12]), lord: planet(facts.subLord) }),
      t('factor.signifies', { lord: planet(facts.subLord), houses: list(facts.houses) }),
      ...(facts.wealth.length > 0 ? [t('factor.wealth', { houses: list(facts.wealth) })] : []),
      ...(facts.losses.length > 0 ? [t('factor.loss', { houses: list(facts.losses) })] : []),
    ],
    /** 'Vara (मंगलवार)': the limb with its name in the language (vara, tithi and nakshatra ids from the panchang). */
    limb: (limb: 'vara' | 'tithi' | 'nakshatra', id: string) =>
      t(`limb.${limb}`, { name: limb === 'vara' ? varaName(language, id) : limb === 'tithi' ? tithiNameIn(language, id) : nakshatraName(language, id) }),
    group: (label: 'Strong' | 'Balanced' | 'Weak', scored: readonly { limb: string; planet: string; score: number }[], cooperating: readonly string[]) =>
      `${t(`group.${label}`, { lords: scored.map((entry) => t('group.lord', { limb: entry.limb, planet: planet(entry.planet), score: signed(entry.score) })).join(', ') })} ${
        cooperating.length > 0 ? t('group.support', { planets: cooperating.map(planet).join(', ') }) : t('group.noSupport')
      }`,
    ayanamsa: (kind: 'lahiri' | 'krishnamurti') => ayanamsaName(language, kind),
    difference: (difference: string, behind: boolean) => t(behind ? 'difference.behind' : 'difference.ahead', { difference }),
  };
}
