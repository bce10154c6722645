import { uiLanguageInfo, type UiLanguage } from '@astrosetu/contracts';
import { planetName, signName, nakshatraName } from '../i18n/astrology-names';
import { messageCatalogue, type Translate } from '../i18n/message-catalogue';
import en from './locales/en.json';
import hi from './locales/hi.json';
import ta from './locales/ta.json';
import te from './locales/te.json';
import bn from './locales/bn.json';
import mr from './locales/mr.json';
import gu from './locales/gu.json';
import kn from './locales/kn.json';
import ml from './locales/ml.json';

const catalogue = messageCatalogue({ en, hi, ta, te, bn, mr, gu, kn, ml });

/**
 * The words of a match report in one language: sentences from locales/<language>.json and the names that go into
 * them (kootas, taras, varnas, yonis, ganas, nadis, rajjus, signs, grahas, nakshatras). English names are the
 * engine's ids, so English reports read exactly as before.
 */
export interface MatchLanguage {
  code: UiLanguage;
  t: Translate;
  /** Names of a group in locales (a yoni, a gana...): the id itself in English. */
  name: Record<NameGroup, (id: string) => string>;
  planet(id: string): string;
  sign(id: string): string;
  nakshatra(id: string): string;
  /** 'Rajju and Vedha', 'रज्जु और वेध', 'ரஜ்ஜு, வேதை'. */
  list(items: readonly string[]): string;
}

type NameGroup = 'koota' | 'taraName' | 'varna' | 'vashya' | 'yoni' | 'gana' | 'nadi' | 'band' | 'dosha' | 'porutham' | 'rajju';

export function matchLanguage(code: UiLanguage): MatchLanguage {
  const t = catalogue(code);
  const named = (key: string, id: string) => (code === 'en' ? id : t(key));
  return {
    code,
    t,
    name: {
      koota: (id) => named(`koota.${id}`, id),
      taraName: (id) => named(`taraName.${id}`, id),
      varna: (id) => named(`varna.${id}`, id),
      vashya: (id) => named(`vashya.${id}`, id),
      yoni: (id) => named(`yoni.${id}`, id),
      gana: (id) => named(`gana.${id}`, id),
      nadi: (id) => named(`nadi.${id}`, id),
      band: (id) => named(`band.${id}`, id),
      dosha: (id) => named(`dosha.${id}`, id),
      porutham: (id) => named(`porutham.${id}`, id),
      rajju: (id) => named(`rajju.${id}`, id),
    },
    planet: (id) => planetName(code, id),
    sign: (id) => signName(code, id),
    nakshatra: (id) => nakshatraName(code, id),
    list: (items) => (code === 'en' ? items.join(' and ') : new Intl.ListFormat(uiLanguageInfo(code).locale, { type: 'conjunction' }).format(items)),
  };
}
