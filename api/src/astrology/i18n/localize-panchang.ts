import type { Kundli, Panchang, PanchangDay, PanchangMonth, UiLanguage } from '@astrosetu/contracts';
import { festivalName } from '../festivals/festival-names';
import {
  ayanaName,
  choghadiyaName,
  karanaNameIn,
  lunarMonthName,
  nakshatraName,
  pakshaName,
  planetName,
  ritu,
  samvatsaraName,
  signName,
  tithiNameIn,
  varaName,
  weekdayName,
  yogaName,
} from './astrology-names';

/**
 * Panchang answers in the request's language. Display text (names, lords, months, signs) is written in the
 * language; values code compares (paksha 'Shukla'/'Krishna', choghadiya 'Amrit', ayana, vara.english, numbers)
 * keep their ids, and the answer adds their names beside them (`pakshaName`, `label`, `ayanaName`). English
 * answers are returned untouched.
 */
export function localizePanchang<P extends Panchang>(panchang: P, language: UiLanguage): P {
  if (language === 'en') return panchang;
  return {
    ...panchang,
    vara: { ...panchang.vara, name: varaName(language, panchang.vara.name), lord: planetName(language, panchang.vara.lord) },
    tithi: {
      ...panchang.tithi,
      name: tithiNameIn(language, panchang.tithi.name),
      pakshaName: pakshaName(language, panchang.tithi.paksha),
      lord: planetName(language, panchang.tithi.lord),
    },
    nakshatra: { ...panchang.nakshatra, name: nakshatraName(language, panchang.nakshatra.name), lord: planetName(language, panchang.nakshatra.lord) },
    yoga: { ...panchang.yoga, name: yogaName(language, panchang.yoga.name) },
    karana: { ...panchang.karana, name: karanaNameIn(language, panchang.karana.name) },
    moonSign: signName(language, panchang.moonSign),
    sunSign: signName(language, panchang.sunSign),
  };
}

/**
 * A kundli's birth panchang and its Moon sign, Sun sign and janma nakshatra in the language. The chart itself
 * (planets, houses, dashas, yogas) keeps its English names: the chart image endpoint reads them back.
 */
export function localizeKundliPanchang(kundli: Kundli, language: UiLanguage): Kundli {
  if (language === 'en') return kundli;
  return {
    ...kundli,
    moonSign: signName(language, kundli.moonSign),
    sunSign: signName(language, kundli.sunSign),
    nakshatra: nakshatraName(language, kundli.nakshatra),
    panchang: localizePanchang(kundli.panchang, language),
  };
}

export function localizePanchangDay(day: PanchangDay, language: UiLanguage): PanchangDay {
  if (language === 'en') return day;
  const choghadiya = (part: NonNullable<PanchangDay['choghadiya']>['day'][number]) => ({
    ...part,
    label: choghadiyaName(language, part.name),
    lord: planetName(language, part.lord),
  });
  const { lunar } = day;
  return {
    ...localizePanchang(day, language),
    choghadiya: day.choghadiya ? { day: day.choghadiya.day.map(choghadiya), night: day.choghadiya.night.map(choghadiya) } : null,
    hora: day.hora ? day.hora.map((part) => ({ ...part, lord: planetName(language, part.lord) })) : null,
    lunar: {
      ...lunar,
      amanta: { ...lunar.amanta, month: lunarMonthName(language, lunar.amanta.month, false) },
      purnimanta: { ...lunar.purnimanta, month: lunarMonthName(language, lunar.purnimanta.month, false) },
      pakshaName: pakshaName(language, lunar.paksha),
      samvatsara: samvatsaraName(language, lunar.samvatsara),
      vikramSamvatsara: samvatsaraName(language, lunar.vikramSamvatsara),
      ritu: ritu(language, lunar.ritu),
      drikRitu: ritu(language, lunar.drikRitu),
      ayanaName: ayanaName(language, lunar.ayana),
      drikAyanaName: ayanaName(language, lunar.drikAyana),
    },
  };
}

/** The month view: the weekday, tithi, paksha, nakshatra, months and festival names in the language (keys stay). */
export function localizePanchangMonth(month: PanchangMonth, language: UiLanguage): PanchangMonth {
  if (language === 'en') return month;
  /** 'Adhika Ashwin' -> Ashwin, intercalary. */
  const lunarMonth = (text: string) => {
    const adhika = text.startsWith('Adhika ');
    return lunarMonthName(language, adhika ? text.slice('Adhika '.length) : text, adhika);
  };
  return {
    ...month,
    days: month.days.map((day) => ({
      ...day,
      weekday: weekdayName(language, day.weekday),
      tithi: { ...day.tithi, name: tithiNameIn(language, day.tithi.name), pakshaName: pakshaName(language, day.tithi.paksha) },
      nakshatra: { ...day.nakshatra, name: nakshatraName(language, day.nakshatra.name) },
      amantaMonth: lunarMonth(day.amantaMonth),
      purnimantaMonth: lunarMonth(day.purnimantaMonth),
      festivals: day.festivals.map((festival) => ({ ...festival, name: festivalName(language, festival) })),
    })),
  };
}
