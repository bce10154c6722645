import { chooseLanguage } from '../i18n/language-choice';
import { specializationName, spokenLanguageList, spokenLanguageName } from './format-astrologer-profile';

afterEach(() => chooseLanguage('en', { remember: false }));

describe("an astrologer's specializations and languages in the site language", () => {
  it('when the site is in English, then the stored English names are shown as they are', () => {
    expect(specializationName('Marriage & Relationships')).toBe('Marriage & Relationships');
    expect(spokenLanguageList(['Hindi', 'Bengali', 'Sanskrit'])).toBe('Hindi, Bengali, Sanskrit');
  });

  it('when the site is in Hindi, then specializations and languages read in Hindi', async () => {
    await chooseLanguage('hi', { remember: false });
    expect(specializationName('Vedic Astrology')).toBe('वैदिक ज्योतिष');
    expect(specializationName('Marriage & Relationships')).toBe('विवाह और संबंध');
    expect(spokenLanguageList(['Hindi', 'English', 'Sanskrit'])).toBe('हिन्दी, अंग्रेज़ी, संस्कृत');
    expect(spokenLanguageName('Bhojpuri')).toBe('भोजपुरी');
  });

  it('when the site is in Tamil, then they read in Tamil', async () => {
    await chooseLanguage('ta', { remember: false });
    expect(specializationName('KP Astrology')).toBe('கே.பி. ஜோதிடம்');
    expect(spokenLanguageList(['Tamil', 'English', 'Malayalam'])).toBe('தமிழ், ஆங்கிலம், மலையாளம்');
  });

  it('when a value is outside the vocabulary, then it is shown as it is stored, in every language', async () => {
    await chooseLanguage('hi', { remember: false });
    expect(specializationName('Nadi Astrology')).toBe('Nadi Astrology');
    expect(spokenLanguageName('Tulu')).toBe('Tulu');
  });
});
