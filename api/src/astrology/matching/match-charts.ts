import type { GunaMilanResponse, UiLanguage } from '@astrosetu/contracts';
import { matchLanguage } from './match-language';
import type { Moment } from '../core/moment';
import { computeBirthChart, planetOf } from '../chart/birth-chart';
import { mangalDosha } from '../yogas/doshas';
import { ashtakoot, describeMoon, gunaBand, type MoonPlacement } from './guna-milan';
import { poruthamVerdict, tenPoruthams } from './poruthams';

function personOf(moment: Moment, language: UiLanguage) {
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
      ...describeMoon(placement, language),
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
export function computeGunaMilan(boyMoment: Moment, girlMoment: Moment, language: UiLanguage = 'en'): GunaMilanResponse {
  const { t, name, list } = matchLanguage(language);
  const boy = personOf(boyMoment, language);
  const girl = personOf(girlMoment, language);
  const result = ashtakoot(boy.placement, girl.placement, language);
  const band = gunaBand(result.total);
  const boyManglik = boy.summary.mangalDosha.effective;
  const girlManglik = girl.summary.mangalDosha.effective;
  const compatible = boyManglik === girlManglik;
  const mangalText = t(boyManglik && girlManglik ? 'mangal.both' : !boyManglik && !girlManglik ? 'mangal.neither' : boyManglik ? 'mangal.onlyBoy' : 'mangal.onlyGirl');
  const open = result.doshas.filter((dosha) => dosha.present && !dosha.cancelled).map((dosha) => dosha.name);
  const conclusion = [
    t('conclusion.score', { total: result.total, band: name.band(band) }),
    t(result.total >= 18 ? 'conclusion.meetsMinimum' : 'conclusion.belowMinimum'),
    ...(open.length > 0 ? [t('conclusion.openDoshas', { count: open.length, doshas: list(open) })] : []),
    mangalText,
  ].join(' ');
  return {
    kootas: result.kootas,
    total: result.total,
    maxTotal: 36,
    band,
    ...(language === 'en' ? {} : { bandName: name.band(band) }),
    boy: boy.summary,
    girl: girl.summary,
    doshas: result.doshas,
    mangalDoshaMatch: { compatible, description: mangalText },
    conclusion,
    poruthams: poruthamVerdict(tenPoruthams(boy.placement, girl.placement, language), language),
  };
}
