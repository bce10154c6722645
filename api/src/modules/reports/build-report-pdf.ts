import { reportCatalogue, type ReportType } from '@astrosetu/contracts';
import { computeKundli, resolveMoment } from '../../astrology';
import { ReportWriter } from './pdf/report-writer';
import { reportText } from './report-text';
import type { ReportContext, ReportRequest, TierPlan } from './report-request';
import { writeCharts, writeCover, writePersonality } from './chapters/birth-chapters';
import { writeFriendships, writeHouses, writeMoonHouses, writePlanets, writeStrengths } from './chapters/planet-house-chapters';
import { writeRemedies, writeYogasAndDoshas } from './chapters/yoga-remedy-chapters';
import { writeDasha, writeLifePhases } from './chapters/dasha-chapter';
import { writeTransits, writeYearByYear } from './chapters/transit-chapters';
import { writeDashamsaPlanets, writeKarakasAndNavamsa, writeOtherVargas, writeVargas } from './chapters/varga-chapter';
import { writeStarGuidance } from './chapters/star-chapter';
import { writeLifeAreas } from './chapters/life-areas-chapter';
import { writeAshtakavarga } from './chapters/ashtakavarga-chapter';
import { writeClosing, writeQuestions } from './chapters/questions-chapter';

export type { ReportRequest } from './report-request';

/**
 * What each tier contains. Basic (sold as 10-15 pages): the charts, the three pillars, each planet by sign and
 * house, the houses in brief, yogas and doshas, 5 years of periods, the year's main transits. Comprehensive
 * (25-30 pages) adds nakshatras per planet, a full reading of every house, lordship yogas, antardasha forecasts
 * for 10 years, month-by-month transits, lifetime Sade Sati and remedies per planet. Premium (40+ pages) adds
 * the navamsa and dashamsa with the sixteen vargas, 20 years of forecasts with pratyantardashas, a year-by-year
 * outlook and the astrologer's answers to the customer's questions.
 */
export const TIER_PLANS: Record<ReportType, TierPlan> = {
  basic: {
    dashaYears: reportCatalogue.basic.dashaYears,
    antardashaForecasts: false,
    pratyantarTables: 0,
    pratyantardashas: false,
    nakshatraPerPlanet: false,
    fullHouses: false,
    chartYogas: false,
    monthlyTransits: false,
    lifetimeSadeSati: false,
    vargas: false,
    yearByYear: 0,
    remediesPerPlanet: false,
    questionPointers: false,
  },
  comprehensive: {
    dashaYears: reportCatalogue.comprehensive.dashaYears,
    antardashaForecasts: true,
    pratyantarTables: 2,
    pratyantardashas: false,
    nakshatraPerPlanet: true,
    fullHouses: true,
    chartYogas: true,
    monthlyTransits: true,
    lifetimeSadeSati: true,
    vargas: false,
    yearByYear: 0,
    remediesPerPlanet: true,
    questionPointers: true,
  },
  premium: {
    // Sold as "dasha 20+ years": the forecasts run 25 years, the year-by-year outlook the catalogue's 20.
    dashaYears: reportCatalogue.premium.dashaYears + 5,
    antardashaForecasts: true,
    pratyantarTables: 4,
    pratyantardashas: true,
    nakshatraPerPlanet: true,
    fullHouses: true,
    chartYogas: true,
    monthlyTransits: true,
    lifetimeSadeSati: true,
    vargas: true,
    yearByYear: reportCatalogue.premium.dashaYears,
    remediesPerPlanet: true,
    questionPointers: true,
  },
};

/** Builds the report PDF from the birth details, with the kundli computed by the astrology engine. */
export async function buildReportPdf(request: ReportRequest): Promise<Buffer> {
  const moment = resolveMoment({
    date: request.person.birthDate,
    time: request.person.birthTime,
    latitude: request.person.latitude,
    longitude: request.person.longitude,
    timezone: request.person.timezone,
    place: request.person.birthPlace,
  });
  const asOfMs = request.generatedAt.getTime();
  const kundli = computeKundli(moment, asOfMs);
  const plan = TIER_PLANS[request.reportType];
  const text = reportText(request.language);
  const packageName = text.t(`report.package.${request.reportType}`);
  const writer = new ReportWriter({
    title: text.t('report.title', { packageName, name: request.person.name }),
    // The chart's key facts, so a reader (or a test) can check them without rendering the pages.
    subject: text.t('report.subject', { ascendant: text.sign(kundli.ascendant.sign), moonSign: text.sign(kundli.moonSign), nakshatra: text.nakshatra(kundli.nakshatra) }),
    creationDate: request.generatedAt,
    script: text.script,
  });
  const context: ReportContext = { request, kundli, writer, text, asOfMs };

  writeCover(context, plan);
  writeCharts(context);
  writePersonality(context, plan);
  writePlanets(context, plan);
  if (plan.fullHouses) {
    writeStrengths(context);
    writeFriendships(context);
  }
  writeHouses(context, plan);
  if (plan.fullHouses) writeMoonHouses(context);
  if (plan.vargas) {
    writeVargas(context);
    writeKarakasAndNavamsa(context);
    writeDashamsaPlanets(context);
    writeOtherVargas(context);
  }
  if (plan.fullHouses) {
    writeAshtakavarga(context, plan);
    writeLifeAreas(context, plan);
  }
  writeYogasAndDoshas(context, plan);
  writeDasha(context, plan);
  if (plan.vargas) writeLifePhases(context);
  if (plan.yearByYear > 0) writeYearByYear(context, plan);
  writeTransits(context, plan);
  if (plan.fullHouses) writeStarGuidance(context);
  writeRemedies(context, plan);
  writeQuestions(context, plan);
  writeClosing(context);

  return writer.finish({ footer: (page, pages) => text.t('report.footer', { packageName, name: request.person.name, page, pages }) });
}
