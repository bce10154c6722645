import { SIGN_NAMES } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import type { ReportContext, TierPlan } from '../report-request';
import { HOUSE_TEXTS, ordinal } from '../texts/houses';
import { ASHTAKA_PLANETS, computeAshtakavarga, contributorSigns } from '../../../astrology/strength/ashtakavarga';
import { houseFromSign, signAt } from '../../../astrology/transits/transit-timeline';
import { planetIn } from '../analysis/chart-analysis';

/** Comprehensive and Premium: the sarvashtakavarga by house, each planet's bindus, and what they say for transits. */
export function writeAshtakavarga(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, asOfMs } = context;
  const { bhinna, sarva } = computeAshtakavarga(contributorSigns(kundli));
  const lagna = kundli.ascendant.signIndex;
  writer.chapter('Ashtakavarga: the strength of each sign', 'Each planet and the ascendant give benefic points (bindus) to the signs around them by fixed rules; the totals (sarvashtakavarga, 337 in every chart) show which houses carry your life and which transits help. 28 is the average per sign.');
  writer.table(
    [{ title: 'Planet', width: 63 }, ...SIGN_NAMES.map((name) => ({ title: name.slice(0, 3), width: 36, align: 'center' as const }))],
    [
      ...ASHTAKA_PLANETS.map((planet) => [planet, ...bhinna[planet].map(String)]),
      ['Total', ...sarva.map(String)],
      ['House', ...SIGN_NAMES.map((_, sign) => ordinal(houseFromSign(lagna, sign)))],
    ],
    { size: 8.5 },
  );
  const byHouse = sarva.map((bindus, sign) => ({ sign, bindus, house: houseFromSign(lagna, sign) })).sort((a, b) => b.bindus - a.bindus);
  const strong = byHouse.filter((entry) => entry.bindus >= 30);
  const weak = byHouse.filter((entry) => entry.bindus < 25);
  writer.paragraph(
    `Your strongest houses: ${(strong.length > 0 ? strong : byHouse.slice(0, 2)).map((entry) => `the ${ordinal(entry.house)} (${SIGN_NAMES[entry.sign]}, ${entry.bindus} bindus: ${HOUSE_TEXTS[entry.house - 1].topics})`).join('; ')}. ${weak.length > 0 ? `Below average: ${weak.map((entry) => `the ${ordinal(entry.house)} (${entry.bindus}: ${HOUSE_TEXTS[entry.house - 1].topics})`).join('; ')}; results there come with more effort.` : 'No house falls below 25 bindus: a well-balanced chart.'} The 11th house (${sarva[(lagna + 10) % 12]}) holding more than the 12th (${sarva[(lagna + 11) % 12]}) means income outpaces expenses${sarva[(lagna + 10) % 12] > sarva[(lagna + 11) % 12] ? ', as it does for you' : '; for you it is the other way, so savings need discipline'}.`,
  );
  const saturnSign = signAt('Saturn', asOfMs);
  const jupiterSign = signAt('Jupiter', asOfMs);
  writer.paragraph(
    `For transits: Saturn now passes ${SIGN_NAMES[saturnSign]}, where its own ashtakavarga has ${bhinna.Saturn[saturnSign]} bindus (${bhinna.Saturn[saturnSign] >= 4 ? 'enough to soften its effects' : 'few, so its transit is felt more'}); Jupiter passes ${SIGN_NAMES[jupiterSign]} with ${bhinna.Jupiter[jupiterSign]} of its bindus (${bhinna.Jupiter[jupiterSign] >= 4 ? 'it delivers its good results' : 'its gifts are modest'}). A transit through a sign with 4 or more of the planet’s own bindus is favourable, whatever its house from the Moon.`,
  );
  if (!plan.vargas) return;
  writer.section('Each planet’s bindus');
  for (const planet of ASHTAKA_PLANETS) {
    const bindus = bhinna[planet];
    const natalSign = planetIn(kundli, planet).signIndex;
    const best = bindus.map((count, sign) => ({ count, sign })).filter((entry) => entry.count === Math.max(...bindus)).map((entry) => SIGN_NAMES[entry.sign]);
    const worst = bindus.map((count, sign) => ({ count, sign })).filter((entry) => entry.count === Math.min(...bindus)).map((entry) => SIGN_NAMES[entry.sign]);
    writer.paragraph(
      `${planet} (${bindus.reduce((sum, count) => sum + count, 0)} bindus): it has ${bindus[natalSign]} in its natal sign ${SIGN_NAMES[natalSign]}${bindus[natalSign] >= 5 ? ', a strong natal position' : bindus[natalSign] <= 2 ? ', a weak natal position that its remedies support' : ''}. Its transits are best through ${best.join(', ')} (${Math.max(...bindus)}) and weakest through ${worst.join(', ')} (${Math.min(...bindus)}).`,
      { size: 10 },
    );
  }
  writer.paragraph('Bindus by the tables of Brihat Parashara Hora Shastra as given by P.V.R. Narasimha Rao.', { color: MUTED, size: 8.5 });
}
