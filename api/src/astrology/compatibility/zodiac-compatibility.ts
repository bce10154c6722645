import type { CompatibilityReport, ZodiacSignId } from '@astrosetu/contracts';
import { zodiacSignIds } from '@astrosetu/contracts';
import { SIGN_LORDS, SIGN_NAMES, elementOfSign, modalityOfSign, naturalRelation } from '../core/vedic-data';

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

const ELEMENT_GIFTS: Record<string, string> = {
  Fire: 'enthusiasm and initiative',
  Earth: 'steadiness and practical care',
  Air: 'conversation and ideas',
  Water: 'emotional depth and intuition',
};

export function zodiacCompatibility(first: ZodiacSignId, second: ZodiacSignId): CompatibilityReport {
  const a = zodiacSignIds.indexOf(first);
  const b = zodiacSignIds.indexOf(second);
  const { score, aspect, separation } = pairScore(a, b);
  const overall = compatibilityBand(score);
  const match = elementMatch(a, b);
  const [ea, eb] = [elementOfSign(a), elementOfSign(b)];
  const [ma, mb] = [modalityOfSign(a), modalityOfSign(b)];
  const [la, lb] = [SIGN_LORDS[a], SIGN_LORDS[b]];
  const nameA = SIGN_NAMES[a];
  const nameB = SIGN_NAMES[b];

  const strengths: string[] = [];
  const challenges: string[] = [];
  if (match === 'high') strengths.push(ea === eb ? `Both are ${ea} signs and share ${ELEMENT_GIFTS[ea]}.` : `${ea} and ${eb} feed each other: ${ELEMENT_GIFTS[ea]} meets ${ELEMENT_GIFTS[eb]}.`);
  if (match === 'medium') strengths.push(`${ea} brings ${ELEMENT_GIFTS[ea]} and ${eb} brings ${ELEMENT_GIFTS[eb]}; with patience they complement each other.`);
  if (match === 'low') challenges.push(`${ea} and ${eb} run on different fuel: ${ELEMENT_GIFTS[ea]} versus ${ELEMENT_GIFTS[eb]}.`);
  if (separation === 6) strengths.push('Opposite signs attract and balance what the other lacks.');
  if (separation === 3) challenges.push('Square signs push each other; friction can turn into growth or into quarrels.');
  if (separation === 5) challenges.push('Quincunx signs see life from unrelated angles and must keep adjusting.');
  if (separation === 0) challenges.push('The same sign mirrors strengths and weaknesses alike.');
  if (ma === mb) {
    if (ma === 'Cardinal') challenges.push('Two cardinal signs both want to lead.');
    if (ma === 'Fixed') challenges.push('Two fixed signs can dig in their heels.');
    if (ma === 'Mutable') strengths.push('Two mutable signs adapt easily to each other.');
  } else {
    strengths.push(`${ma} ${nameA} and ${mb} ${nameB} take different roles (${ma.toLowerCase()} and ${mb.toLowerCase()}), which shares the work.`);
  }
  if (la === lb) strengths.push(`Both signs are ruled by ${la}.`);
  else {
    const ab = naturalRelation(la, lb);
    const ba = naturalRelation(lb, la);
    if (ab === 'friend' && ba === 'friend') strengths.push(`Their rulers ${la} and ${lb} are natural friends.`);
    else if (ab === 'enemy' || ba === 'enemy') challenges.push(`Their rulers ${la} and ${lb} are not natural friends; respect each other's ways.`);
  }
  if (challenges.length === 0) challenges.push('Comfort can breed complacency; keep surprising each other.');

  const advice =
    score >= 90
      ? `${nameA} and ${nameB} flow naturally together; nurture the bond with shared goals and honest talk.`
      : score >= 80
        ? `${nameA} and ${nameB} connect well; give each other room to be themselves.`
        : score >= 70
          ? `${nameA} and ${nameB} are a good pair when both listen more than they assume.`
          : `${nameA} and ${nameB} need conscious effort: agree on ground rules, value the differences and be patient.`;

  return {
    sign1: nameA,
    sign2: nameB,
    score,
    overall,
    color: score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red',
    elementMatch: match,
    elements: [ea, eb],
    aspect,
    strengths,
    challenges,
    advice,
  };
}
