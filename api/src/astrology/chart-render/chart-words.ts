import type { UiLanguage } from '@astrosetu/contracts';
import { SIGN_NAMES } from '../core/vedic-data';
import { messageCatalogue } from '../i18n/message-catalogue';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import ta from '../locales/ta.json';
import te from '../locales/te.json';
import bn from '../locales/bn.json';
import mr from '../locales/mr.json';
import gu from '../locales/gu.json';
import kn from '../locales/kn.json';
import ml from '../locales/ml.json';

/**
 * The words a chart image writes, in Hindi or Tamil as Indian kundlis print them (सू चं मं, சூ சந் செ; लग्न,
 * லக்னம்; short sign names). English charts keep their own constants in drawing.ts and renderers.ts.
 */
export interface ChartWords {
  planet(id: string): string | undefined;
  sign(index: number): string;
  retrograde: string;
  ascendant: string;
  lagna: string;
  rasiChart: string;
  southIndian: string;
  eastIndian: string;
}

const catalogue = messageCatalogue({ en, hi, ta, te, bn, mr, gu, kn, ml });
const PLANET_IDS = new Map(Object.keys(en.chartAbbr).map((id) => [id.toLowerCase(), id]));
PLANET_IDS.set('lagna', 'Ascendant');

export function chartWords(language: UiLanguage): ChartWords {
  const t = catalogue(language);
  return {
    planet: (name) => {
      const id = PLANET_IDS.get(name.trim().toLowerCase());
      return id ? t(`chartAbbr.${id}`) : undefined;
    },
    sign: (index) => t(`chartSign.${SIGN_NAMES[index]}`),
    retrograde: t('chartWord.retrograde'),
    ascendant: t('chartWord.ascendant'),
    lagna: t('chartWord.lagna'),
    rasiChart: t('chartWord.rasiChart'),
    southIndian: t('chartWord.southIndian'),
    eastIndian: t('chartWord.eastIndian'),
  };
}
