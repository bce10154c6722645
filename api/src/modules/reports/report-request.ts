import type { Kundli, ReportChartStyle, ReportType, UiLanguage } from '@astrosetu/contracts';
import type { ReportWriter } from './pdf/report-writer';
import type { ReportText } from './report-text';

/** Everything a report is made from: who, when and where they were born, and what was bought. */
export interface ReportRequest {
  /** The payment's transaction id, printed as the report's reference. */
  reference: string;
  reportType: ReportType;
  /** Paise paid. */
  amountPaid: number;
  person: {
    name: string;
    email: string;
    gender: 'male' | 'female' | 'other';
    birthDate: string;
    birthTime: string;
    birthPlace: string;
    latitude: number;
    longitude: number;
    timezone?: string;
    questions?: string;
  };
  generatedAt: Date;
  /**
   * Premium: the astrologer's answer to the customer's questions, written through the fulfilment queue. Printed
   * as its own chapter; without it the questions are listed as "with your astrologer".
   */
  astrologerAnswers?: { astrologerName: string; markdown: string; answeredAt: Date };
  /** The language the report is written in: the order's. Unset means English. */
  language?: UiLanguage;
  /** The charts' style, chosen with the order; unset means the language's own (defaultChartStyleFor: South Indian for Tamil, Telugu, Kannada and Malayalam, else North Indian). */
  chartStyle?: ReportChartStyle;
}


/** What each chapter writer receives. */
export interface ReportContext {
  request: ReportRequest;
  kundli: Kundli;
  writer: ReportWriter;
  /** The report's words in its language: headings, interpretations, names, dates. */
  text: ReportText;
  /** The instant forecasts start from (the generation time). */
  asOfMs: number;
}

/** How deep each tier goes: the tiers differ in chapters, not only in headings. */
export interface TierPlan {
  /** Years of Vimshottari forecasts, from the catalogue (5, 10, 20). */
  dashaYears: number;
  /** Antardasha forecasts (paragraphs) or only the table of periods. */
  antardashaForecasts: boolean;
  /** Tables of pratyantardashas for the running sub-period and the ones after it (how many). */
  pratyantarTables: number;
  /** The best and most delicate pratyantars named in every antardasha forecast. */
  pratyantardashas: boolean;
  nakshatraPerPlanet: boolean;
  fullHouses: boolean;
  chartYogas: boolean;
  monthlyTransits: boolean;
  lifetimeSadeSati: boolean;
  vargas: boolean;
  yearByYear: number;
  remediesPerPlanet: boolean;
  questionPointers: boolean;
}
