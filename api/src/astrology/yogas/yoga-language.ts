import type { DoshaResult, UiLanguage, YogaResult } from '@astrosetu/contracts';
import { messageCatalogue } from '../i18n/message-catalogue';
import { planetName, signName } from '../i18n/astrology-names';
import en from './locales/en.json';
import hi from './locales/hi.json';
import ta from './locales/ta.json';
import te from './locales/te.json';
import bn from './locales/bn.json';
import mr from './locales/mr.json';
import gu from './locales/gu.json';
import kn from './locales/kn.json';
import ml from './locales/ml.json';

/**
 * Yogas and doshas in Hindi and Tamil (locales/: each yoga's name, rule and what it gives, keyed by its English
 * name; the dosha sentences around their values). The engine writes English itself, so English answers stay
 * exactly what they were; these texts replace `rule` and `description` of another language's answer, and add the
 * yoga's or dosha's name as `label` beside the English `name` code compares.
 */
const catalogue = messageCatalogue({ en, hi, ta, te, bn, mr, gu, kn, ml });

const listSeparator = ', ';

/** A yoga computed in English, its display texts in `language` (the same facts: planets, presence, strength). */
export function localizeYoga(yoga: YogaResult, language: UiLanguage): YogaResult {
  if (language === 'en') return yoga;
  const t = catalogue(language);
  const key = `yoga.${yoga.name}`;
  const rule = t(`${key}.rule`);
  return {
    ...yoga,
    label: t(`${key}.label`),
    // The classical text a rule comes from (BPHS, Phaladeepika), keyed by its English reference made a slug.
    ...(yoga.source ? { source: t(`source.${yoga.source.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`) } : {}),
    rule,
    description: yoga.present
      ? t('formed', { planets: yoga.planets.map((planet) => planetName(language, planet)).join(listSeparator), gift: t(`${key}.gift`) })
      : t('notFormed', { rule }),
  };
}

type MangalReasonKey = 'ownSign' | 'exalted' | 'house' | 'withJupiter' | 'withMoon';

/** The dosha sentences of one language (not English: doshas.ts writes English itself). */
export function doshaText(language: UiLanguage) {
  const t = catalogue(language);
  const sign = (id: string) => signName(language, id);
  return {
    label: (name: DoshaResult['name']) => t(`dosha.label.${name}`),
    rule: (name: DoshaResult['name']) => t(`dosha.rule.${name}`),
    mangalReason: (key: MangalReasonKey, house?: number, signId?: string) =>
      t(`dosha.mangal.reason.${key}`, { ...(house === undefined ? {} : { house }), ...(signId ? { sign: sign(signId) } : {}) }),
    mangalDescription: (facts: { house: number; sign: string; present: boolean; cancelled: boolean; fromMoon: boolean; reasons: string[] }) => {
      const values = { house: facts.house, sign: sign(facts.sign) };
      if (facts.present) return facts.cancelled ? t('dosha.mangal.cancelled', { ...values, reasons: facts.reasons.join('; ') }) : t('dosha.mangal.effective', values);
      return t(facts.fromMoon ? 'dosha.mangal.absentButMoon' : 'dosha.mangal.absent', values);
    },
    kaalSarpType: (type: string) => t(`dosha.kaalSarp.type.${type}`),
    kaalSarpDescription: (facts: { present: boolean; rahuToKetu: boolean; type: string; house: number }) =>
      facts.present
        ? t(facts.rahuToKetu ? 'dosha.kaalSarp.presentRahuKetu' : 'dosha.kaalSarp.presentKetuRahu', { type: t(`dosha.kaalSarp.type.${facts.type}`), house: facts.house })
        : t('dosha.kaalSarp.absent'),
  };
}
