import { execFileSync } from 'node:child_process';
import type { PersonBirth } from '@astrosetu/contracts';
import { missingGlyphs } from '../reports/report-fonts';
import { buildDeliverable, buildPeriodReading, type DeliverableContext } from './build-deliverable';

/** The deliverables written in the order's language (issue 18): what a customer reads in Hindi and Tamil. */

// The fixtures of deliverables.test.ts (importing that file would run its tests twice).
const priya: PersonBirth = {
  name: 'प्रिया शर्मा', gender: 'female', birthDate: '1992-08-21', birthTime: '14:35', birthPlace: 'वाराणसी', latitude: 25.3176, longitude: 82.9739,
};
const arjun: PersonBirth = {
  name: 'Arjun Menon', gender: 'male', birthDate: '1989-01-03', birthTime: '05:10', birthPlace: 'Kochi, Kerala', latitude: 9.9312, longitude: 76.2673,
};
const context: DeliverableContext = { reference: 'TXN-TEST-1', generatedAt: new Date('2026-11-24T04:00:00Z'), customerName: 'प्रिया शर्मा' };

/** The PDF's text as pdftotext reads it back (what a customer can copy). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}

const meena: PersonBirth = {
  name: 'மீனாட்சி சுந்தரம்', gender: 'female', birthDate: '1990-04-02', birthTime: '07:20', birthPlace: 'மதுரை', latitude: 9.9252, longitude: 78.1198,
};
const hindi: DeliverableContext = { ...context, language: 'hi' };
const tamil: DeliverableContext = { ...context, customerName: 'மீனாட்சி சுந்தரம்', language: 'ta' };

/** The text as one line (pdftotext wraps long sentences). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Latin words in the text that are not the reference, units or the names kept in Latin on purpose. */
function englishWords(text: string): string[] {
  const allowed = new Set(['TXN', 'TEST', 'IST', 'UTC', 'Asia', 'Kolkata', 'PDF', 'AstroSetu', 'am', 'pm', 'AM', 'PM']);
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])].filter((word) => !allowed.has(word) && !/^D\d+$/.test(word));
}

function fontsOf(pdf: Buffer): string {
  return execFileSync('pdffonts', ['-'], { input: pdf, encoding: 'utf8' });
}

describe('the birth chart (kundli) PDF in the order\'s language', () => {
  it('when the order is in Hindi, then headings, rows, tables and the interpretation are Hindi, with the person\'s name', async () => {
    const built = await buildDeliverable('tool-birth-chart', { person: priya }, hindi);
    expect(built.title).toBe('कुंडली विश्लेषण');
    const text = flat(pdfText(built.pdf));
    for (const heading of ['कुंडली विश्लेषण', 'आपका जन्म विवरण', 'लग्न कुंडली (D1)', 'ग्रह स्पष्ट', 'आपका लग्न', 'आपकी कुंडली के ग्रह', 'बारह भाव', 'आपके जन्म का पंचांग']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('जातक: प्रिया शर्मा, जन्म 21 अगस्त 1992 को 14:35 बजे, वाराणसी में');
    // The ascendant reading (Sagittarius rising: a fire, dual sign) and a planet read in its nakshatra.
    expect(text).toContain('आपका लग्न धनु है, अग्नि तत्व की द्विस्वभाव राशि: आप दुनिया से उत्साह और सीधेपन के साथ मिलते हैं');
    expect(text).toMatch(/पूर्वा फाल्गुनी नक्षत्र \(चरण \d, स्वामी शुक्र\) में यह/);
    expect(text).toContain('कुल मिलाकर');
    expect(englishWords(text)).toEqual([]);
    expect(missingGlyphs(text)).toEqual([]);
    expect(fontsOf(built.pdf)).toMatch(/NotoSansDevanagari/);
  });

  it('when the order is in Tamil, then the birth chart is written in Tamil', async () => {
    const built = await buildDeliverable('tool-birth-chart', { person: meena }, tamil);
    expect(built.title).toBe('ஜாதகப் பகுப்பாய்வு');
    const text = flat(pdfText(built.pdf));
    for (const heading of ['உங்கள் பிறப்பு விவரங்கள்', 'கிரக நிலைகள்', 'பன்னிரண்டு பாவங்கள்', 'மீனாட்சி சுந்தரம்']) expect(text).toContain(heading);
    expect(englishWords(text)).toEqual([]);
    expect(missingGlyphs(text)).toEqual([]);
  });

  it('when the Vedic birth chart reading is ordered in Hindi, then its yogas, doshas and dashas are Hindi too', async () => {
    const built = await buildDeliverable('divination-birth-chart', { person: priya }, hindi);
    expect(built.title).toBe('वैदिक कुंडली फलादेश');
    const text = flat(pdfText(built.pdf));
    for (const heading of ['आपका जन्म नक्षत्र', 'आपकी कुंडली के योग', 'जाँचे गए योग जो नहीं बनते', 'दोष और उनका परिहार', 'दोनों स्वामी']) expect(text).toContain(heading);
    expect(text).toContain('गजकेसरी योग (प्रबल): यह योग आपकी कुंडली में बनता है और देता है:');
    expect(text).toContain('मांगलिक दोष: नहीं है। मंगल षष्ठ भाव (वृषभ) में है; लग्न से मांगलिक दोष नहीं है।');
    expect(englishWords(text)).toEqual([]);
    expect(missingGlyphs(text)).toEqual([]);
  });

  it('when the advanced calculations are ordered in Tamil, then the vargas, KP tables and dashas are Tamil', async () => {
    const built = await buildDeliverable('tool-advanced-calculations', { person: meena }, tamil);
    expect(built.title).toBe('மேம்பட்ட கணக்கீடுகள்');
    const text = flat(pdfText(built.pdf));
    for (const heading of ['வர்க்கக் கட்டங்கள்', 'D9 நவாம்சம்', 'KP பாவ முனைகள்', 'பாவ முனைச் செல்வம்:', 'விம்சோத்தரி தசை: மகா தசைகள்', 'மீனாட்சி சுந்தரம்']) expect(text).toContain(heading);
    expect(text).toMatch(/பஞ்சாங்கக் குழு (பலமானது|சமநிலையானது|பலவீனமானது) \(100-க்கு \d+\)/);
    expect(englishWords(text).filter((word) => word !== 'KP')).toEqual([]);
    expect(missingGlyphs(text)).toEqual([]);
  });

  it('when the order is in English, then it reads as before', async () => {
    const built = await buildDeliverable('tool-birth-chart', { person: arjun }, { ...context, customerName: 'Arjun Menon', language: 'en' });
    const text = flat(pdfText(built.pdf));
    expect(built.title).toBe('Birth Chart Analysis');
    for (const words of ['For Arjun Menon, born 3 January 1989 at 05:10 in Kochi, Kerala', 'Your birth details', 'The twelve houses', 'On balance', 'page 1 of']) expect(text).toContain(words);
  });
});

describe('the match-making PDF in the order\'s language', () => {
  const groom: PersonBirth = { ...arjun, name: 'अर्जुन मेनन', birthPlace: 'कोच्चि' };

  it('when a premium match is ordered in Hindi, then the kootas, doshas, dashas and verdict are Hindi, with both names', async () => {
    const built = await buildDeliverable('match-premium', { groom, bride: priya }, hindi);
    expect(built.title).toBe('प्रीमियम कुंडली मिलान');
    const text = flat(pdfText(built.pdf));
    for (const heading of ['अर्जुन मेनन और प्रिया शर्मा', 'गुण मिलान एक नज़र में', 'आठों कूटों की व्याख्या', 'मांगलिक (मंगल दोष)', 'नाड़ी और भकूट दोष', 'नवांश (D9) कुंडलियाँ', 'दोनों की अगले पाँच वर्षों की दशाएँ', 'निष्कर्ष']) {
      expect(text).toContain(heading);
    }
    // A koota explained from the pair's own values, the Manglik status of one partner and the score's verdict.
    expect(text).toContain('ग्रह मैत्री: 5 में से 5 (पूर्ण मेल)। वर पक्ष: शुक्र, कन्या पक्ष: शुक्र।');
    expect(text).toMatch(/प्रिया शर्मा: (मांगलिक नहीं|मांगलिक|स्थिति से मांगलिक, पर दोष का परिहार है)। मंगल \S+ भाव \(\S+\) में है/);
    expect(text).toContain('36 में से 10.5 गुण: अनुशंसित नहीं।');
    expect(englishWords(text)).toEqual([]);
    expect(missingGlyphs(text)).toEqual([]);
  });

  it('when the compatibility report is ordered in Tamil, then the Moon signs read together are Tamil too', async () => {
    const built = await buildDeliverable('tool-compatibility', { groom: arjun, bride: meena }, tamil);
    expect(built.title).toBe('பொருத்த அறிக்கை');
    const text = flat(pdfText(built.pdf));
    for (const heading of ['குணப் பொருத்தம் ஒரே பார்வையில்', 'இருவரின் சந்திர ராசிகள்', 'Arjun Menon', 'மீனாட்சி சுந்தரம்']) expect(text).toContain(heading);
    expect(englishWords(text).filter((word) => !['Arjun', 'Menon', 'Kochi', 'Kerala'].includes(word))).toEqual([]);
    expect(missingGlyphs(text)).toEqual([]);
  });
});

describe('the period horoscope PDFs in the order\'s language', () => {
  it('when a weekly premium reading is ordered in Tamil, then its headings, the reading and the chart\'s own notes are Tamil', async () => {
    const built = await buildPeriodReading('horoscope-weekly-premium', { person: meena }, { index: 2, start: new Date('2026-12-02T00:00:00Z'), end: new Date('2026-12-09T00:00:00Z') }, tamil);
    expect(built.title).toBe('வாராந்திர பிரீமியம் ராசிபலன்: 13-இல் 2ஆம் பலன்');
    const text = flat(pdfText(built.pdf));
    expect(text).toContain('ஜாதகர்: மீனாட்சி சுந்தரம், பிறப்பு 2 ஏப்ரல், 1990, 07:20 மணி, மதுரை');
    for (const heading of ['உங்கள் வாரம்: 29 நவம்பர், 2026 முதல் 5 டிசம்பர், 2026 வரை', 'இந்தக் காலத்தின் கோசாரம்', 'உங்கள் சொந்த ஜாதகம் சேர்ப்பது', 'அதிர்ஷ்ட நிறங்கள்']) {
      expect(text).toContain(heading);
    }
    expect(text).toMatch(/உங்களுக்கு ஏழரைச் சனி (நடக்கிறது|நடக்கவில்லை)\./);
    expect(text).toMatch(/இந்த வாரம் உங்கள் தசை: \S+ மகா தசை/);
    expect(englishWords(text)).toEqual([]);
    expect(missingGlyphs(text)).toEqual([]);
    expect(fontsOf(built.pdf)).toMatch(/NotoSansTamil/);
  });

  it('when the daily horoscope is ordered in Hindi, then it is Hindi throughout', async () => {
    const built = await buildDeliverable('tool-daily-horoscope', { person: priya }, hindi);
    expect(built.title).toBe('आज का आपका व्यक्तिगत राशिफल');
    const text = flat(pdfText(built.pdf));
    for (const heading of ['आपका दिन: मंगलवार, 24 नव॰', 'शुभ रंग', 'आपकी अपनी कुंडली क्या जोड़ती है', 'प्रिया शर्मा']) expect(text).toContain(heading);
    expect(englishWords(text)).toEqual([]);
    expect(missingGlyphs(text)).toEqual([]);
  });
});
