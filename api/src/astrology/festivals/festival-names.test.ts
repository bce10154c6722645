import { resolveTimeZone } from '../core/time-zone';
import { festivalCalendar, parseLunarDay } from './festival-calendar';
import { localizeFestivalCalendar } from './festival-names';
import { RULE_TEXT, TITHI_FESTIVALS } from './festival-rules';
import en from './locales/en.json';

const delhi = { latitude: 28.6139, longitude: 77.209 };
const zone = resolveTimeZone('Asia/Kolkata', delhi.latitude, delhi.longitude);
const calendar = festivalCalendar({ year: 2026, ...delhi, zone });
const find = (festivals: typeof calendar.festivals, key: string) => festivals.find((festival) => festival.key === key)!;

describe('the festival calendar in Hindi and Tamil', () => {
  it('when a year is computed, then every lunar-day line reads back into its parts (nothing is left in English by accident)', () => {
    const unread = calendar.festivals.filter((festival) => parseLunarDay(festival.lunarDay) === null).map((festival) => festival.lunarDay);
    expect(unread).toEqual([]);
  });

  it('when asked in Hindi, then names, lunar days and rules read as a Hindi almanac prints them', () => {
    const hindi = localizeFestivalCalendar(calendar, 'hi').festivals;
    const vasant = find(hindi, 'vasant-panchami');
    expect(vasant.lunarDay).toBe('माघ, शुक्ल पक्ष पंचमी');
    expect(vasant.ruleText).toBe('वह पहला दिन जिसका सूर्योदय इस तिथि में पड़े (जिस तिथि में कोई सूर्योदय न हो: वह दिन जब वह आरंभ हो)');
    expect(find(hindi, 'sankranti-9').lunarDay).toMatch(/^सूर्य का मकर राशि में प्रवेश, \d{2}:\d{2} बजे$/);
    expect(find(hindi, 'lohri').ruleText).toBe('मकर संक्रांति से पहले की शाम');
    expect(find(hindi, 'holi').ruleText).toMatch(/के अगले दिन$/);
    expect(find(hindi, 'janmashtami').ruleText).toContain('उदया अष्टमी');
    expect(find(hindi, 'janmashtami').lunarDay).toMatch(/\(अमांत\) = .+ \(पूर्णिमांत\)$/);
    for (const festival of hindi) expect(`${festival.lunarDay} ${festival.ruleText}`).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('when asked in Tamil, then they read in Tamil', () => {
    const tamil = localizeFestivalCalendar(calendar, 'ta').festivals;
    expect(find(tamil, 'vasant-panchami').lunarDay).toBe('மாகம், வளர்பிறை பஞ்சமி');
    expect(find(tamil, 'diwali').lunarDay).toMatch(/அமாவாசை/);
    for (const festival of tamil) expect(`${festival.lunarDay} ${festival.ruleText}`).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('when asked in Telugu and Bengali, then names, lunar days and rules read as their almanacs print them (issue 38)', () => {
    const telugu = localizeFestivalCalendar(calendar, 'te').festivals;
    expect(find(telugu, 'vasant-panchami').lunarDay).toBe('మాఘ శుక్ల పక్షం పంచమి');
    expect(find(telugu, 'ganesh-chaturthi').name).toBe('వినాయక చవితి');
    expect(find(telugu, 'sankranti-9').lunarDay).toMatch(/^సూర్యుడు మకరంలో ప్రవేశిస్తాడు, \d{2}:\d{2}కి$/);
    const bengali = localizeFestivalCalendar(calendar, 'bn').festivals;
    expect(find(bengali, 'vasant-panchami').name).toBe('সরস্বতী পূজা (বসন্ত পঞ্চমী)');
    expect(find(bengali, 'diwali').name).toContain('কালীপূজা');
    expect(find(bengali, 'sankranti-9').name).toContain('পৌষ সংক্রান্তি');
    for (const festival of [...telugu, ...bengali]) expect(`${festival.name} ${festival.lunarDay} ${festival.ruleText}`).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('when asked in Marathi, Gujarati, Kannada and Malayalam, then names, lunar days and rules read as their almanacs print them (issue 38)', () => {
    const marathi = localizeFestivalCalendar(calendar, 'mr').festivals;
    expect(find(marathi, 'chaitra-navratri').name).toContain('गुढीपाडवा');
    expect(find(marathi, 'bhai-dooj').name).toBe('भाऊबीज');
    expect(find(marathi, 'sankranti-9').lunarDay).toMatch(/^सूर्याचा मकर राशीत प्रवेश, \d{2}:\d{2} वाजता$/);
    const gujarati = localizeFestivalCalendar(calendar, 'gu').festivals;
    expect(find(gujarati, 'sankranti-9').name).toContain('ઉત્તરાયણ');
    expect(find(gujarati, 'vasant-panchami').lunarDay).toBe('મહા સુદ પાંચમ');
    const kannada = localizeFestivalCalendar(calendar, 'kn').festivals;
    expect(find(kannada, 'chaitra-navratri').name).toContain('ಯುಗಾದಿ');
    expect(find(kannada, 'vasant-panchami').lunarDay).toBe('ಮಾಘ ಮಾಸ ಶುಕ್ಲ ಪಕ್ಷ ಪಂಚಮಿ');
    const malayalam = localizeFestivalCalendar(calendar, 'ml').festivals;
    expect(find(malayalam, 'sankranti-0').name).toContain('വിഷു');
    expect(find(malayalam, 'dussehra').name).toContain('വിജയദശമി');
    for (const festival of [...marathi, ...gujarati, ...kannada, ...malayalam]) expect(`${festival.name} ${festival.lunarDay} ${festival.ruleText}`).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('when asked in English, then the calendar is the engine’s own, and the catalogue’s English rules are the engine’s words', () => {
    expect(localizeFestivalCalendar(calendar, 'en')).toBe(calendar);
    for (const [rule, text] of Object.entries(en.rule)) if (rule in RULE_TEXT) expect(text).toBe(RULE_TEXT[rule as keyof typeof RULE_TEXT]);
    for (const festival of TITHI_FESTIVALS) if (festival.note) expect(en.note[festival.key as keyof typeof en.note]).toBe(festival.note);
  });
});
