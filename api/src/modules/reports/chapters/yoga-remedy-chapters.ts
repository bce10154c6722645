import type { Planet } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import type { ReportContext, TierPlan } from '../report-request';
import { DOSHA_REMEDIES, REMEDY_CAVEAT, SADE_SATI_REMEDIES, YOGA_MEANINGS } from '../texts/yoga-remedies';
import { PLANET_TEXTS } from '../texts/planets';
import { ordinal } from '../texts/houses';
import { chartYogas, housesRuled, planetIn, planetsNeedingSupport } from '../analysis/chart-analysis';
import { sadeSatiSpans } from '../../../astrology/transits/transit-timeline';

/** Yogas (the engine's and those read from lordships) and doshas, with what they mean and their remedies. */
export function writeYogasAndDoshas(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli } = context;
  const engineYogas = kundli.yogas.filter((yoga) => yoga.present);
  const lordshipYogas = plan.chartYogas ? chartYogas(kundli) : [];
  writer.chapter(
    'Yogas and doshas',
    `A yoga is a combination of planets that produces a distinct result; a dosha is a combination that needs care. ${engineYogas.length + lordshipYogas.length > 0 ? `Your chart forms ${engineYogas.length + lordshipYogas.length} of the yogas checked.` : 'None of the classical yogas checked is formed in your chart; its strength lies in the individual placements described elsewhere.'}`,
  );
  for (const yoga of engineYogas) {
    writer.section(`${yoga.name}${yoga.strength ? ` (${yoga.strength})` : ''}`);
    writer.paragraph(`${yoga.description} ${plan.chartYogas ? YOGA_MEANINGS[yoga.name] ?? '' : ''}`.trim());
    writer.paragraph(`How it is formed: ${yoga.rule}. In your chart, for ${yoga.name}: ${yoga.planets.map((name) => `${name} in ${planetIn(kundli, name as Planet).sign} (${ordinal(planetIn(kundli, name as Planet).house)})`).join(', ')}.`, { color: MUTED, size: 9.5 });
  }
  for (const yoga of lordshipYogas) {
    writer.section(yoga.name);
    writer.paragraph(`In your chart: ${yoga.formedBy}. ${yoga.meaning}`);
  }

  writer.section('Doshas');
  for (const dosha of kundli.doshas) {
    const verdict = dosha.effective ? `present (${dosha.severity})` : dosha.present ? 'formed but cancelled' : 'not present';
    writer.subheading(`${dosha.name}${dosha.type ? ` (${dosha.type})` : ''}: ${verdict}`);
    writer.paragraph(`${dosha.description}${dosha.reasons.length > 0 ? ` ${dosha.reasons.join(' ')}` : ''} Rule checked: ${dosha.rule}.`);
    if (dosha.effective && plan.chartYogas) {
      writer.ensureSpace(90);
      writer.paragraph('Traditional remedies:', { size: 10 });
      writer.bullets(DOSHA_REMEDIES[dosha.name] ?? []);
    } else if (dosha.effective) {
      writer.paragraph(`Traditional remedy: ${(DOSHA_REMEDIES[dosha.name] ?? [])[0] ?? ''}`);
    }
  }
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  const now = context.asOfMs;
  const running = sadeSatiSpans(moonSign, now - 8 * 365.25 * 86_400_000, now + 10 * 365.25 * 86_400_000).find((span) => span.startMs <= now && now < span.endMs);
  writer.subheading(`Sade Sati: ${running ? 'running now' : 'not running now'}`);
  writer.paragraph(
    running
      ? `Saturn is transiting the 12th, 1st or 2nd sign from your ${kundli.moon.sign} Moon. This Sade Sati runs until about ${new Date(running.endMs).getUTCFullYear()}; the transit chapter dates its phases.`
      : `Saturn is not in the 12th, 1st or 2nd sign from your ${kundli.moon.sign} Moon at present; the transit chapter shows when the next Sade Sati begins.`,
  );
}

/** Remedies for the planets that need support in this chart, with the classical caveat. */
export function writeRemedies(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli } = context;
  const needs = planetsNeedingSupport(kundli);
  const lagnaLord = kundli.houses[0].lord as Planet;
  writer.chapter('Remedies (upayas)', REMEDY_CAVEAT);
  const lord = PLANET_TEXTS[lagnaLord].remedy;
  writer.section(`Strengthen your lagna lord, ${lagnaLord}`);
  writer.paragraph(
    `${lagnaLord} rules your ascendant and protects your health and direction in every period, so its remedies suit you at all times: recite ${lord.mantra} on ${lord.day}s, practise ${lord.practice}, and give ${lord.charity}. Its gem is ${lord.gem}; ${['exalted', 'own sign', 'moolatrikona', 'friendly'].includes(planetIn(kundli, lagnaLord).dignity) ? 'as it is well placed, the gem is generally considered safe after a trial' : 'as it is not at ease in its sign, seek personal advice before wearing the gem'}.`,
  );
  const chosen = plan.remediesPerPlanet ? needs : needs.slice(0, 2);
  if (chosen.length === 0) {
    writer.paragraph('No planet in your chart is debilitated, combust or in a difficult lordship placement; the remedies of the running dasha lord (below) are the most useful.');
  }
  for (const { planet, reason } of chosen) {
    if (planet === lagnaLord) continue;
    const remedy = PLANET_TEXTS[planet].remedy;
    writer.section(`${planet}: ${reason}`);
    writer.paragraph(
      `${planet} rules your ${housesRuled(kundli, planet).map(ordinal).join(' and ') || 'sign lord’s matters'} and sits in the ${ordinal(planetIn(kundli, planet).house)}. To support it: recite ${remedy.mantra} on ${remedy.day}s; ${remedy.practice}; and donate ${remedy.charity}. Its gem (${remedy.gem}) is not advised for a planet in this condition without a personal consultation; the mantra and charity are the safer remedies.`,
    );
  }
  const dashaLord = kundli.dasha.currentMahadasha.lord as Planet;
  const dashaRemedy = PLANET_TEXTS[dashaLord].remedy;
  writer.section(`For the running ${dashaLord} mahadasha`);
  writer.paragraph(`Until ${new Date(kundli.dasha.currentMahadasha.end).getUTCFullYear()}, ${dashaLord}’s period shapes your life. Honouring it steadies the period: ${dashaRemedy.mantra}, ${dashaRemedy.practice}, and ${dashaRemedy.charity}.`);
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  const now = context.asOfMs;
  const sadeSati = sadeSatiSpans(moonSign, now - 8 * 365.25 * 86_400_000, now + 3 * 365.25 * 86_400_000).find((span) => span.endMs > now);
  if (sadeSati) {
    writer.section(`During Sade Sati (${new Date(sadeSati.startMs).getUTCFullYear()}-${new Date(sadeSati.endMs).getUTCFullYear()})`);
    writer.bullets(plan.remediesPerPlanet ? SADE_SATI_REMEDIES : SADE_SATI_REMEDIES.slice(0, 2));
  }
}
