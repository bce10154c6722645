import { SIGN_NAMES } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import type { ReportContext, TierPlan } from '../report-request';
import { houseText } from '../texts/houses';
import { ASHTAKA_PLANETS, computeAshtakavarga, contributorSigns } from '../../../astrology/strength/ashtakavarga';
import { houseFromSign, signAt } from '../../../astrology/transits/transit-timeline';
import { planetIn } from '../analysis/chart-analysis';

/** Comprehensive and Premium: the sarvashtakavarga by house, each planet's bindus, and what they say for transits. */
export function writeAshtakavarga(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, asOfMs, text } = context;
  const { bhinna, sarva } = computeAshtakavarga(contributorSigns(kundli));
  const lagna = kundli.ascendant.signIndex;
  const sign = (index: number) => text.sign(SIGN_NAMES[index]);
  writer.chapter(text.t('ashtakavarga.title'), text.t('ashtakavarga.lead'));
  writer.table(
    [{ title: text.t('column.planet'), width: 63 }, ...SIGN_NAMES.map((name) => ({ title: text.t(`name.signShort.${name}`), width: 36, align: 'center' as const }))],
    [
      ...ASHTAKA_PLANETS.map((planet) => [text.planet(planet), ...bhinna[planet].map(String)]),
      [text.t('column.total'), ...sarva.map(String)],
      [text.t('column.house'), ...SIGN_NAMES.map((_, index) => text.ordinal(houseFromSign(lagna, index)))],
    ],
    { size: 8.5 },
  );
  const byHouse = sarva.map((bindus, index) => ({ sign: index, bindus, house: houseFromSign(lagna, index) })).sort((a, b) => b.bindus - a.bindus);
  const strong = byHouse.filter((entry) => entry.bindus >= 30);
  const weak = byHouse.filter((entry) => entry.bindus < 25);
  const eleventh = sarva[(lagna + 10) % 12];
  const twelfth = sarva[(lagna + 11) % 12];
  writer.paragraph(
    [
      text.t('ashtakavarga.strongest', {
        houses: (strong.length > 0 ? strong : byHouse.slice(0, 2)).map((entry) => text.t('ashtakavarga.strongHouse', { house: text.ordinal(entry.house), sign: sign(entry.sign), bindus: entry.bindus, topics: houseText(text, entry.house).topics })).join('; '),
      }),
      weak.length > 0
        ? text.t('ashtakavarga.weak', { houses: weak.map((entry) => text.t('ashtakavarga.weakHouse', { house: text.ordinal(entry.house), bindus: entry.bindus, topics: houseText(text, entry.house).topics })).join('; ') })
        : text.t('ashtakavarga.noneWeak'),
      text.t(eleventh > twelfth ? 'ashtakavarga.incomeAhead' : 'ashtakavarga.expensesAhead', { eleventh, twelfth }),
    ].join(' '),
  );
  const saturnSign = signAt('Saturn', asOfMs);
  const jupiterSign = signAt('Jupiter', asOfMs);
  writer.paragraph(
    text.t('ashtakavarga.transits', {
      saturnSign: sign(saturnSign),
      saturnBindus: bhinna.Saturn[saturnSign],
      saturnEffect: text.t(bhinna.Saturn[saturnSign] >= 4 ? 'ashtakavarga.saturnSoft' : 'ashtakavarga.saturnFelt'),
      jupiterSign: sign(jupiterSign),
      jupiterBindus: bhinna.Jupiter[jupiterSign],
      jupiterEffect: text.t(bhinna.Jupiter[jupiterSign] >= 4 ? 'ashtakavarga.jupiterDelivers' : 'ashtakavarga.jupiterModest'),
    }),
  );
  if (!plan.vargas) return;
  writer.section(text.t('ashtakavarga.planetsTitle'));
  for (const planet of ASHTAKA_PLANETS) {
    const bindus = bhinna[planet];
    const natalSign = planetIn(kundli, planet).signIndex;
    const best = bindus.map((count, index) => ({ count, index })).filter((entry) => entry.count === Math.max(...bindus)).map((entry) => sign(entry.index));
    const worst = bindus.map((count, index) => ({ count, index })).filter((entry) => entry.count === Math.min(...bindus)).map((entry) => sign(entry.index));
    const natal = bindus[natalSign] >= 5 ? 'ashtakavarga.natalStrong' : bindus[natalSign] <= 2 ? 'ashtakavarga.natalWeak' : 'ashtakavarga.natal';
    writer.paragraph(
      `${text.t(natal, { planet: text.planet(planet), total: bindus.reduce((sum, count) => sum + count, 0), bindus: bindus[natalSign], sign: sign(natalSign) })} ${text.t('ashtakavarga.bestWorst', { best: best.join(', '), max: Math.max(...bindus), worst: worst.join(', '), min: Math.min(...bindus) })}`,
      { size: 10 },
    );
  }
  writer.paragraph(text.t('ashtakavarga.source'), { color: MUTED, size: 8.5 });
}
