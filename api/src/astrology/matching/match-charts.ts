import type { GunaMilanResponse } from '@astrosetu/contracts';
import type { Moment } from '../core/moment';
import { computeBirthChart, planetOf } from '../chart/birth-chart';
import { mangalDosha } from '../yogas/doshas';
import { ashtakoot, describeMoon, gunaBand, type MoonPlacement } from './guna-milan';
import { poruthamVerdict, tenPoruthams } from './poruthams';

function personOf(moment: Moment) {
  const chart = computeBirthChart(moment.utcMs, moment.latitude, moment.longitude, 'lahiri');
  const moon = planetOf(chart, 'Moon');
  const placement: MoonPlacement = {
    signIndex: moon.signIndex,
    degree: moon.degree,
    nakshatraIndex: moon.nakshatraNumber - 1,
    pada: moon.pada,
  };
  const mangal = mangalDosha(chart.planets);
  return {
    placement,
    summary: {
      ...describeMoon(placement),
      mangalDosha: {
        present: mangal.present,
        cancelled: mangal.cancelled,
        effective: mangal.effective,
        fromMoon: mangal.fromMoon,
        reasons: mangal.reasons,
      },
    },
  };
}

/**
 * Guna milan of two births: the eight kootas from their Moons, the band, and the Mangal dosha of both.
 * Manglik matching follows the common rule: the pair is compatible when both or neither carry an
 * effective (uncancelled) Mangal dosha.
 */
export function computeGunaMilan(boyMoment: Moment, girlMoment: Moment): GunaMilanResponse {
  const boy = personOf(boyMoment);
  const girl = personOf(girlMoment);
  const result = ashtakoot(boy.placement, girl.placement);
  const band = gunaBand(result.total);
  const boyManglik = boy.summary.mangalDosha.effective;
  const girlManglik = girl.summary.mangalDosha.effective;
  const compatible = boyManglik === girlManglik;
  const mangalText = boyManglik && girlManglik
    ? 'Both are manglik, so the Mangal dosha of one balances the other.'
    : !boyManglik && !girlManglik
      ? 'Neither carries an effective Mangal dosha.'
      : `Only the ${boyManglik ? 'boy' : 'girl'} carries an effective Mangal dosha; remedies or a detailed reading are advised.`;
  const open = result.doshas.filter((dosha) => dosha.present && !dosha.cancelled).map((dosha) => dosha.name);
  const conclusion =
    `${result.total} of 36 gunas (${band}). ` +
    (result.total >= 18 ? 'The match meets the traditional minimum of 18. ' : 'The match is below the traditional minimum of 18. ') +
    (open.length > 0 ? `${open.join(' and ')} ${open.length > 1 ? 'are' : 'is'} present without cancellation. ` : '') +
    mangalText;
  return {
    kootas: result.kootas,
    total: result.total,
    maxTotal: 36,
    band,
    boy: boy.summary,
    girl: girl.summary,
    doshas: result.doshas,
    mangalDoshaMatch: { compatible, description: mangalText },
    conclusion,
    poruthams: poruthamVerdict(tenPoruthams(boy.placement, girl.placement)),
  };
}
