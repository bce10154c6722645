import type { CompatibilityReport, UiLanguage, ZodiacSignId } from '@astrosetu/contracts';
import { zodiacSignIds } from '@astrosetu/contracts';
import { SIGN_LORDS, SIGN_NAMES, elementOfSign, modalityOfSign, naturalRelation } from '../core/vedic-data';
import { planetName, signName } from '../i18n/astrology-names';
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

const catalogue = messageCatalogue({ en, hi, ta, te, bn, mr, gu, kn, ml });

/**
 * Sign-to-sign compatibility. The pair table scores pairs by the angle between the signs:
 *
 *   95  trine (120°), the same element: Aries-Leo, Taurus-Virgo, ...
 *   90  sextile (60°), complementary elements (fire-air, earth-water): Aries-Gemini, Taurus-Cancer, ...
 *   85  opposition (180°), complementary elements that attract: Aries-Libra, Taurus-Scorpio, ...
 *   80  the same sign
 *   75  neighbouring signs (30°)
 *   50  every other pair: squares (90°) and quincunxes (150°)
 *
 * Bands: 90+ Excellent, 80+ Great, 70+ Good, 60+ Moderate, 50+ Challenging, else Difficult; colour green
 * at 80 or above, yellow at 60 or above, else red. Element match: the same or complementary elements
 * (fire-air, earth-water) are high; fire-earth and air-water are medium; fire-water and earth-air are low.
 *
 * The report's sentences are written per language in locales/<language>.json; Hindi and Tamil reports name the
 * signs, grahas, elements and the aspect in the language and add the band's name (`overallName`) beside its id.
 */

const ASPECTS: Record<number, { name: string; score: number }> = {
  0: { name: 'Same sign (conjunction)', score: 80 },
  1: { name: 'Neighbouring signs (semi-sextile)', score: 75 },
  2: { name: 'Sextile (60°)', score: 90 },
  3: { name: 'Square (90°)', score: 50 },
  4: { name: 'Trine (120°)', score: 95 },
  5: { name: 'Quincunx (150°)', score: 50 },
  6: { name: 'Opposition (180°)', score: 85 },
};

export function pairScore(a: number, b: number): { score: number; aspect: string; separation: number } {
  const forward = (b - a + 12) % 12;
  const separation = Math.min(forward, 12 - forward);
  return { ...ASPECTS[separation], aspect: ASPECTS[separation].name, separation };
}

export function compatibilityBand(score: number): CompatibilityReport['overall'] {
  if (score >= 90) return 'Excellent';
  if (score >= 80) return 'Great';
  if (score >= 70) return 'Good';
  if (score >= 60) return 'Moderate';
  if (score >= 50) return 'Challenging';
  return 'Difficult';
}

export function elementMatch(a: number, b: number): CompatibilityReport['elementMatch'] {
  const ea = elementOfSign(a);
  const eb = elementOfSign(b);
  const pair = [ea, eb].sort().join('-');
  if (ea === eb || pair === 'Air-Fire' || pair === 'Earth-Water') return 'high';
  if (pair === 'Earth-Fire' || pair === 'Air-Water') return 'medium';
  return 'low';
}

export function zodiacCompatibility(first: ZodiacSignId, second: ZodiacSignId, language: UiLanguage = 'en'): CompatibilityReport {
  const t = catalogue(language);
  const a = zodiacSignIds.indexOf(first);
  const b = zodiacSignIds.indexOf(second);
  const { score, aspect, separation } = pairScore(a, b);
  const overall = compatibilityBand(score);
  const match = elementMatch(a, b);
  const [ea, eb] = [elementOfSign(a), elementOfSign(b)];
  const [ma, mb] = [modalityOfSign(a), modalityOfSign(b)];
  const [la, lb] = [SIGN_LORDS[a], SIGN_LORDS[b]];
  const nameA = signName(language, SIGN_NAMES[a]);
  const nameB = signName(language, SIGN_NAMES[b]);
  const element = (id: string) => t(`element.${id}`);
  const gift = (id: string) => t(`gift.${id}`);
  const modality = (id: string) => t(`modality.${id}`);
  const elements = { a: element(ea), b: element(eb), giftA: gift(ea), giftB: gift(eb) };

  const strengths: string[] = [];
  const challenges: string[] = [];
  if (match === 'high') strengths.push(ea === eb ? t('strength.sameElement', { element: element(ea), gift: gift(ea) }) : t('strength.feedEachOther', elements));
  if (match === 'medium') strengths.push(t('strength.complement', elements));
  if (match === 'low') challenges.push(t('challenge.differentFuel', elements));
  if (separation === 6) strengths.push(t('strength.opposite'));
  if (separation === 3) challenges.push(t('challenge.square'));
  if (separation === 5) challenges.push(t('challenge.quincunx'));
  if (separation === 0) challenges.push(t('challenge.sameSign'));
  if (ma === mb) {
    if (ma === 'Cardinal') challenges.push(t('challenge.cardinal'));
    if (ma === 'Fixed') challenges.push(t('challenge.fixed'));
    if (ma === 'Mutable') strengths.push(t('strength.mutable'));
  } else {
    const [modalityA, modalityB] = [modality(ma), modality(mb)];
    strengths.push(t('strength.differentRoles', { ma: modalityA, nameA, mb: modalityB, nameB, maLower: modalityA.toLowerCase(), mbLower: modalityB.toLowerCase() }));
  }
  if (la === lb) strengths.push(t('strength.sameLord', { lord: planetName(language, la) }));
  else {
    const ab = naturalRelation(la, lb);
    const ba = naturalRelation(lb, la);
    const lords = { a: planetName(language, la), b: planetName(language, lb) };
    if (ab === 'friend' && ba === 'friend') strengths.push(t('strength.friendLords', lords));
    else if (ab === 'enemy' || ba === 'enemy') challenges.push(t('challenge.enemyLords', lords));
  }
  if (challenges.length === 0) challenges.push(t('challenge.complacency'));

  const pair = { a: nameA, b: nameB };
  const advice = t(score >= 90 ? 'advice.excellent' : score >= 80 ? 'advice.great' : score >= 70 ? 'advice.good' : 'advice.effort', pair);

  return {
    sign1: nameA,
    sign2: nameB,
    score,
    overall,
    ...(language === 'en' ? {} : { overallName: t(`band.${overall}`) }),
    color: score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red',
    elementMatch: match,
    elements: [ea, eb],
    aspect: t(`aspect.${aspect}`),
    strengths,
    challenges,
    advice,
  };
}
