import type { Planet } from '../../../astrology/core/vedic-data';
import { MUTED } from '../pdf/report-writer';
import type { ReportContext, TierPlan } from '../report-request';
import { doshaRemedies, remedyCaveat, sadeSatiRemedies, yogaMeaning } from '../texts/yoga-remedies';
import { planetText } from '../texts/planets';
import { chartYogas, housesRuled, planetIn, planetsNeedingSupport } from '../analysis/chart-analysis';
import { doshaDescription, doshaName, doshaRule, doshaType, yogaDescription, yogaName, yogaRule, yogaStrength } from '../analysis/engine-texts';
import { sadeSatiSpans } from '../../../astrology/transits/transit-timeline';

/** Yogas (the engine's and those read from lordships) and doshas, with what they mean and their remedies. */
export function writeYogasAndDoshas(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, text } = context;
  const engineYogas = kundli.yogas.filter((yoga) => yoga.present);
  const lordshipYogas = plan.chartYogas ? chartYogas(kundli, text) : [];
  const formed = engineYogas.length + lordshipYogas.length;
  writer.chapter(text.t('yogas.title'), `${text.t('yogas.lead')} ${formed > 0 ? text.t('yogas.formedCount', { count: formed }) : text.t('yogas.noneFormed')}`);
  for (const yoga of engineYogas) {
    const name = yogaName(text, yoga);
    writer.section(yoga.strength ? text.t('yogas.headingWithStrength', { name, strength: yogaStrength(text, yoga.strength) }) : name);
    writer.paragraph(`${yogaDescription(text, yoga)} ${plan.chartYogas ? (yogaMeaning(text, yoga.name) ?? '') : ''}`.trim());
    writer.paragraph(
      text.t('yogas.howFormed', {
        rule: yogaRule(text, yoga),
        name,
        placements: yoga.planets.map((planet) => text.t('yogas.placement', { planet: text.planet(planet), sign: text.sign(planetIn(kundli, planet as Planet).sign), house: text.ordinal(planetIn(kundli, planet as Planet).house) })).join(', '),
      }),
      { color: MUTED, size: 9.5 },
    );
  }
  for (const yoga of lordshipYogas) {
    writer.section(yoga.name);
    writer.paragraph(text.t('yogas.inYourChart', { formedBy: yoga.formedBy, meaning: yoga.meaning }));
  }

  writer.section(text.t('doshas.title'));
  for (const dosha of kundli.doshas) {
    const verdict = dosha.effective ? text.t('doshas.verdict.present', { severity: text.t(`doshas.severity.${dosha.severity}`) }) : dosha.present ? text.t('doshas.verdict.cancelled') : text.t('doshas.verdict.absent');
    const name = doshaName(text, dosha);
    writer.subheading(text.t('doshas.heading', { name: dosha.type ? text.t('doshas.nameWithType', { name, type: doshaType(text, dosha.type) }) : name, verdict }));
    writer.paragraph(text.t('doshas.paragraph', { description: doshaDescription(text, dosha, kundli), rule: doshaRule(text, dosha) }));
    const remedies = doshaRemedies(text, dosha.name);
    if (dosha.effective && plan.chartYogas) {
      writer.ensureSpace(90);
      writer.paragraph(text.t('doshas.traditionalRemedies'), { size: 10 });
      writer.bullets(remedies);
    } else if (dosha.effective) {
      writer.paragraph(text.t('doshas.traditionalRemedy', { remedy: remedies[0] ?? '' }));
    }
  }
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  const now = context.asOfMs;
  const running = sadeSatiSpans(moonSign, now - 8 * 365.25 * 86_400_000, now + 10 * 365.25 * 86_400_000).find((span) => span.startMs <= now && now < span.endMs);
  writer.subheading(text.t(running ? 'doshas.sadeSatiRunning' : 'doshas.sadeSatiNotRunning'));
  writer.paragraph(
    running
      ? text.t('doshas.sadeSatiNow', { moon: text.sign(kundli.moon.sign), year: new Date(running.endMs).getUTCFullYear() })
      : text.t('doshas.sadeSatiNotNow', { moon: text.sign(kundli.moon.sign) }),
  );
}

/** Remedies for the planets that need support in this chart, with the classical caveat. */
export function writeRemedies(context: ReportContext, plan: TierPlan): void {
  const { writer, kundli, text } = context;
  const needs = planetsNeedingSupport(kundli, text);
  const lagnaLord = kundli.houses[0].lord as Planet;
  writer.chapter(text.t('remedies.title'), remedyCaveat(text));
  const lord = planetText(text, lagnaLord).remedy;
  writer.section(text.t('remedies.lagnaLordHeading', { planet: text.planet(lagnaLord) }));
  const wellPlaced = ['exalted', 'own sign', 'moolatrikona', 'friendly'].includes(planetIn(kundli, lagnaLord).dignity);
  writer.paragraph(
    text.t(wellPlaced ? 'remedies.lagnaLordWellPlaced' : 'remedies.lagnaLordUneasy', { planet: text.planet(lagnaLord), mantra: lord.mantra, day: lord.day, practice: lord.practice, charity: lord.charity, gem: lord.gem }),
  );
  const chosen = plan.remediesPerPlanet ? needs : needs.slice(0, 2);
  if (chosen.length === 0) writer.paragraph(text.t('remedies.noneNeeded'));
  for (const { planet, reason } of chosen) {
    if (planet === lagnaLord) continue;
    const remedy = planetText(text, planet).remedy;
    const ruled = housesRuled(kundli, planet);
    writer.section(text.t('remedies.planetHeading', { planet: text.planet(planet), reason }));
    writer.paragraph(
      text.t(ruled.length > 0 ? 'remedies.planetSupport' : 'remedies.nodeSupport', {
        planet: text.planet(planet),
        houses: text.houseList(ruled),
        house: text.ordinal(planetIn(kundli, planet).house),
        mantra: remedy.mantra,
        day: remedy.day,
        practice: remedy.practice,
        charity: remedy.charity,
        gem: remedy.gem,
      }),
    );
  }
  const dashaLord = kundli.dasha.currentMahadasha.lord as Planet;
  const dashaRemedy = planetText(text, dashaLord).remedy;
  writer.section(text.t('remedies.dashaHeading', { planet: text.planet(dashaLord) }));
  writer.paragraph(
    text.t('remedies.dashaText', { year: new Date(kundli.dasha.currentMahadasha.end).getUTCFullYear(), planet: text.planet(dashaLord), mantra: dashaRemedy.mantra, practice: dashaRemedy.practice, charity: dashaRemedy.charity }),
  );
  const moonSign = planetIn(kundli, 'Moon').signIndex;
  const now = context.asOfMs;
  const sadeSati = sadeSatiSpans(moonSign, now - 8 * 365.25 * 86_400_000, now + 3 * 365.25 * 86_400_000).find((span) => span.endMs > now);
  if (sadeSati) {
    writer.section(text.t('remedies.sadeSatiHeading', { from: new Date(sadeSati.startMs).getUTCFullYear(), to: new Date(sadeSati.endMs).getUTCFullYear() }));
    const remedies = sadeSatiRemedies(text);
    writer.bullets(plan.remediesPerPlanet ? remedies : remedies.slice(0, 2));
  }
}
