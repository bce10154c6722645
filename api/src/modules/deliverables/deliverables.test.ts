import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingGlyphs } from '../reports/report-fonts';
import type { PersonBirth } from '@astrosetu/contracts';
import { deliverableInputSchemas, deliverableItems } from '@astrosetu/contracts';
import { computeGunaMilan, computeNumerology, resolveMoment } from '../../astrology';
import { buildDeliverable, buildPeriodReading, buildableItemKeys, type DeliverableContext } from './build-deliverable';
import { drawCelticCross } from './content/tarot';
import { tarotDeck } from './data/tarot-deck';

const dir = mkdtempSync(join(tmpdir(), 'deliverables-'));
let files = 0;

/** The PDF's text as pdftotext reads it back (what a customer can copy). */
export function pdfText(pdf: Buffer): string {
  const path = join(dir, `d${(files += 1)}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', path, '-'], { encoding: 'utf8' });
}

export const priya: PersonBirth = {
  name: 'प्रिया शर्मा', gender: 'female', birthDate: '1992-08-21', birthTime: '14:35', birthPlace: 'वाराणसी', latitude: 25.3176, longitude: 82.9739,
};
export const arjun: PersonBirth = {
  name: 'Arjun Menon', gender: 'male', birthDate: '1989-01-03', birthTime: '05:10', birthPlace: 'Kochi, Kerala', latitude: 9.9312, longitude: 76.2673,
};
export const context: DeliverableContext = { reference: 'TXN-TEST-1', generatedAt: new Date('2026-11-24T04:00:00Z'), customerName: 'प्रिया शर्मा' };

const ravi: PersonBirth = {
  name: 'Ravi Kumar', gender: 'male', birthDate: '1978-11-30', birthTime: '22:15', birthPlace: 'Chennai', latitude: 13.0827, longitude: 80.2707,
};

/** Paragraph-sized lines (joined across wraps) that occur more than once in a text. */
function repeatedParagraphs(pdf: Buffer): string[] {
  const raw = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  const paragraphs = raw.split(/\n\s*\n/).map((block) => block.replace(/\s+/g, ' ').trim()).filter((block) => block.length > 120);
  return paragraphs.filter((block, index) => paragraphs.indexOf(block) !== index);
}

const moment = (person: PersonBirth) => resolveMoment({ date: person.birthDate, time: person.birthTime, latitude: person.latitude, longitude: person.longitude, place: person.birthPlace });

describe('buildDeliverable', () => {
  it('builds every automatic item except the reports (which the reports module builds), and the one-off Daily Horoscope of orders paid before it became 30 readings', () => {
    const automatic = deliverableItems.filter((item) => (item.mode === 'automatic' || item.formerly?.mode === 'automatic') && !item.key.startsWith('report-')).map((item) => item.key);
    expect(buildableItemKeys().sort()).toEqual(automatic.sort());
    expect(automatic).toContain('tool-daily-horoscope');
  });

  it.each(['tool-birth-chart', 'divination-birth-chart', 'tool-daily-horoscope', 'tool-advanced-calculations'])(
    '%s: the PDF has the Devanagari name and place, the chart facts, no repeated paragraph, and differs for another birth',
    async (itemKey) => {
      const first = await buildDeliverable(itemKey, { person: priya }, context);
      const second = await buildDeliverable(itemKey, { person: arjun }, { ...context, customerName: 'Arjun Menon' });
      const text = pdfText(first.pdf);
      expect(text).toContain('प्रिया शर्मा');
      expect(text).toContain('वाराणसी');
      expect(text).toContain(first.title);
      expect(repeatedParagraphs(first.pdf)).toEqual([]);
      const moonSign = first.view.sections.flatMap((section) => section.blocks).length;
      expect(moonSign).toBeGreaterThan(5);
      expect(pdfText(second.pdf)).toContain('Arjun Menon');
      expect(JSON.stringify(second.view.sections)).not.toEqual(JSON.stringify(first.view.sections));
      // Charts travel in the view as plain SVG documents the web shows as images.
      for (const block of first.view.sections.flatMap((section) => section.blocks)) {
        if (block.kind === 'chart') expect(block.svg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>$/);
        if (block.kind === 'chart') expect(block.svg).not.toMatch(/<script|href=/i);
      }
    },
  );

  it('tool birth chart: every planet\'s sign and house as the engine computed them', async () => {
    const built = await buildDeliverable('tool-birth-chart', { person: priya }, context);
    const table = built.view.sections.find((section) => section.heading === 'Planetary positions')!.blocks[0];
    expect(table.kind).toBe('table');
    const { computeKundli } = await import('../../astrology');
    const kundli = computeKundli(moment(priya), context.generatedAt.getTime());
    if (table.kind !== 'table') return;
    expect(table.rows.map((row) => [row[0], row[1], row[3]])).toEqual(kundli.planets.map((planet) => [planet.name, planet.sign, String(planet.house)]));
    expect(pdfText(built.pdf)).toContain(`${kundli.ascendant.sign} (${kundli.ascendant.rashi})`);
  });

  it.each(['match-basic', 'match-detailed', 'match-premium', 'tool-compatibility'])('%s: koota scores equal guna milan for the same births', async (itemKey) => {
    const built = await buildDeliverable(itemKey, { groom: arjun, bride: priya }, context);
    const expected = computeGunaMilan(moment(arjun), moment(priya));
    const text = pdfText(built.pdf);
    expect(text).toContain('प्रिया शर्मा');
    expect(text).toContain('Arjun Menon');
    for (const koota of expected.kootas) expect(text).toMatch(new RegExp(`\\n${koota.name} .*\\s${koota.points}\\s*/\\s*${koota.maxPoints}\\n`));
    expect(text).toMatch(new RegExp(`Total\\s+${expected.total}\\s*/\\s*36`));
    expect(text).toContain('Verdict:');
    expect(repeatedParagraphs(built.pdf)).toEqual([]);
    const other = await buildDeliverable(itemKey, { groom: ravi, bride: priya }, context);
    expect(pdfText(other.pdf)).toMatch(new RegExp(`Total\\s+${computeGunaMilan(moment(ravi), moment(priya)).total}\\s*/\\s*36`));
  });

  it('match packages grow: Basic checks Mangal dosha for both, Detailed adds charts, doshas and their remedies, Premium adds both D9 and five years of dashas', async () => {
    const headings = async (key: string) => (await buildDeliverable(key, { groom: arjun, bride: priya }, context)).view.sections.map((section) => section.heading);
    const basic = await headings('match-basic');
    const detailed = await headings('match-detailed');
    const premium = await headings('match-premium');
    expect(basic).toContain('Manglik (Mangal dosha)');
    expect(basic).not.toContain('Remedies for the doshas found');
    expect(detailed).toEqual(expect.arrayContaining(['Both birth charts', 'Manglik (Mangal dosha)', 'Nadi and Bhakoot doshas', 'Remedies for the doshas found']));
    expect(premium).toEqual(expect.arrayContaining([...detailed, 'Navamsa (D9) charts', 'The next five years of both dashas']));
  });

  it('numerology: the full report has three personal years, the divination reading the core numbers only', async () => {
    const input = { fullName: 'Priya Sharma', birthDate: '1992-08-21' };
    const full = await buildDeliverable('tool-numerology', input, context);
    const core = await buildDeliverable('divination-numerology', input, context);
    const expected = computeNumerology('Priya Sharma', '1992-08-21', 2026);
    const text = pdfText(full.pdf);
    expect(text).toContain('प्रिया शर्मा');
    expect(text).toMatch(new RegExp(`Life path\\s+${expected.lifePath.value}\\n`));
    for (const year of [2026, 2027, 2028]) expect(text).toContain(`${year}: personal year ${computeNumerology('Priya Sharma', '1992-08-21', year).personalYear.value}`);
    expect(pdfText(core.pdf)).not.toContain('personal year');
    expect(repeatedParagraphs(full.pdf)).toEqual([]);
    // The working shown adds up to the engine's numbers: P7 R9 I9 Y7 A1 = 33 (a master number, kept), SHARMA = 24 -> 6.
    expect(text).toMatch(/PRIYA\s+P7 R9 I9 Y7 A1\s+33\s/);
    expect(text).toMatch(new RegExp(`Destiny \\(all letters\\)\\s+33 \\+ 6 = 39, reduced to ${expected.destiny.value}`));
    const other = await buildDeliverable('tool-numerology', { fullName: 'Arjun Menon', birthDate: '1989-01-03' }, context);
    expect(JSON.stringify(other.view.sections)).not.toEqual(JSON.stringify(full.view.sections));
  });

  it('panchang: every day of the month at the place, different places give different times', async () => {
    const varanasi = await buildDeliverable('tool-panchang', { place: 'वाराणसी', latitude: 25.3176, longitude: 82.9739, month: '2026-12' }, context);
    const text = pdfText(varanasi.pdf);
    expect(text).toContain('वाराणसी');
    expect(repeatedParagraphs(varanasi.pdf)).toEqual([]);
    const table = varanasi.view.sections[1].blocks[0];
    expect(table.kind === 'table' && table.rows.length).toBe(31);
    const kochi = await buildDeliverable('tool-panchang', { place: 'Kochi', latitude: 9.9312, longitude: 76.2673, month: '2026-12' }, context);
    expect(JSON.stringify(kochi.view.sections[1])).not.toEqual(JSON.stringify(varanasi.view.sections[1]));
  });

  it('panchang in Hindi and Tamil: the month, the almanac names and the frame in the order’s language, in the script’s font', async () => {
    const input = { place: 'वाराणसी', latitude: 25.3176, longitude: 82.9739, month: '2026-12' };
    const hindi = await buildDeliverable('tool-panchang', input, { ...context, language: 'hi' });
    const text = pdfText(hindi.pdf).replace(/\s+/g, ' ');
    expect(hindi.title).toBe('दिसंबर 2026 का पंचांग');
    for (const words of ['दिसंबर 2026 का पंचांग', 'दैनिक पंचांग, दिसंबर 2026', 'स्थानीय सूर्योदय', 'सूर्योदय / सूर्यास्त', 'राहु काल', 'ध्यान देने योग्य दिन', 'एकादशी', 'भगवान विष्णु का पारंपरिक व्रत', 'वाराणसी', 'संदर्भ TXN-TEST-1', 'प्रिया शर्मा द्वारा ऑर्डर किया गया']) {
      expect(text).toContain(words);
    }
    for (const english of ['Daily panchang', 'Days to note', 'Sunrise / sunset', 'Place and method', 'page 1 of']) expect(text).not.toContain(english);
    expect(missingGlyphs(text)).toEqual([]);
    const table = hindi.view.sections[1].blocks[0];
    expect(table.kind === 'table' && table.rows.length).toBe(31);
    const fonts = execFileSync('pdffonts', ['-'], { input: hindi.pdf, encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansDevanagari/);
    const tamil = await buildDeliverable('tool-panchang', input, { ...context, language: 'ta' });
    expect(tamil.title).toBe('டிசம்பர் 2026 பஞ்சாங்கம்');
    expect(pdfText(tamil.pdf).replace(/\s+/g, ' ')).toContain('தினசரி பஞ்சாங்கம், டிசம்பர் 2026');
    // Every deliverable is now written in the order's language: the numerology report too, frame and all.
    const numerology = await buildDeliverable('tool-numerology', { fullName: 'Priya Sharma', birthDate: '1992-08-14' }, { ...context, language: 'hi' });
    expect(numerology.title).toBe('अंक ज्योतिष रिपोर्ट');
    expect(pdfText(numerology.pdf)).toContain('Priya Sharma के लिए, जन्म 1992-08-14');
    expect(pdfText(numerology.pdf)).not.toContain('page 1 of');
  });

  it('tarot: ten distinct cards from a 78-card deck, the draw recorded, the question printed', async () => {
    expect(tarotDeck).toHaveLength(78);
    expect(new Set(tarotDeck.map((card) => card.name)).size).toBe(78);
    const question = 'क्या मुझे इस साल नई नौकरी मिलेगी?';
    const built = await buildDeliverable('divination-tarot', { name: 'प्रिया शर्मा', question }, context);
    const text = pdfText(built.pdf);
    expect(text).toContain(question);
    expect(text).toContain('Swap indices');
    expect(repeatedParagraphs(built.pdf)).toEqual([]);
    const spread = built.view.sections.find((section) => section.heading === 'The spread')!.blocks[0];
    expect(spread.kind === 'table' && new Set(spread.rows.map((row) => row[1])).size).toBe(10);
    const draws = new Set(Array.from({ length: 5 }, () => drawCelticCross().cards.map((card) => card.card.name).join()));
    expect(draws.size).toBeGreaterThan(1);
  });

  it.each([
    ['Tamil', 'கிருஷ்ணன் ராமசாமி', 'எனக்கு இந்த ஆண்டு புதிய வேலை கிடைக்குமா?'],
    ['Bengali', 'সৌমিত্র চট্টোপাধ্যায়', 'এই বছর কি আমার বিয়ে হবে?'],
    ['Telugu', 'శ్రీనివాస్ రెడ్డి', 'నా వ్యాపారం ఈ సంవత్సరం ఎలా ఉంటుంది?'],
    ['Gujarati', 'ધ્રુવ પટેલ', 'શું મને આ વર્ષે વિદેશ જવાની તક મળશે?'],
  ])('tarot: a name and question in %s print and read back as text', async (_script, name, question) => {
    const built = await buildDeliverable('divination-tarot', { name, question }, { ...context, customerName: name });
    const text = pdfText(built.pdf);
    expect(text).toContain(name);
    expect(text).toContain(question);
  });

  it('refuses an input that does not match the item, with messages a person can act on', async () => {
    await expect(buildDeliverable('tool-birth-chart', { person: { ...priya, birthPlace: '', birthTime: '25:00' } }, context)).rejects.toMatchObject({
      status: 400,
      fields: { 'person.birthPlace': 'Birth place is required: choose it from the suggestions', 'person.birthTime': expect.stringContaining('HH:mm') },
    });
    await expect(buildDeliverable('match-basic', { first: priya }, context)).rejects.toMatchObject({ status: 400 });
    await expect(buildDeliverable('match-premium', { groom: { ...arjun, birthDate: '2199-01-01' }, bride: priya }, context)).rejects.toMatchObject({
      fields: { 'groom.birthDate': 'Birth date cannot be in the future' },
    });
    await expect(buildDeliverable('tool-numerology', { fullName: 'प्रिया शर्मा', birthDate: '1992-08-21' }, context)).rejects.toMatchObject({
      fields: { fullName: 'Write your full name in English letters (A-Z): numerology counts their values' },
    });
    await expect(buildDeliverable('divination-tarot', { name: 'Asha', question: 'Why?' }, context)).rejects.toMatchObject({
      fields: { question: 'Please write your question (at least 10 characters)' },
    });
    await expect(buildDeliverable('tool-panchang', { place: 'Pune', latitude: 18.5, longitude: 73.8, month: '2026-13' }, context)).rejects.toMatchObject({
      fields: { month: 'Month must be in the form YYYY-MM' },
    });
    await expect(buildDeliverable('tool-vastu', {}, context)).rejects.toMatchObject({ status: 400 });
    expect(deliverableInputSchemas['birth-and-concern'].safeParse({ person: priya, concern: ' ' }).error?.issues[0].message).toBe('Please describe your concern (at least 10 characters)');
  });
});

describe('buildPeriodReading', () => {
  const week = (index: number) => {
    const start = new Date(Date.UTC(2026, 10, 29 + 7 * (index - 1), 0, 0) - 5.5 * 3_600_000);
    return { index, start, end: new Date(start.getTime() + 7 * 86_400_000 - 1) };
  };

  it('reads each period from the customer\'s own Moon and lagna: different periods and customers differ', async () => {
    const first = await buildPeriodReading('horoscope-weekly-premium', { person: priya }, week(1), context);
    const second = await buildPeriodReading('horoscope-weekly-premium', { person: priya }, week(2), context);
    const other = await buildPeriodReading('horoscope-weekly-premium', { person: arjun }, week(1), context);
    expect(first.view.period).toEqual({ index: 1, start: '2026-11-29', end: '2026-12-05' });
    // An exclusive end (the next period's start) names the same week.
    const exclusive = await buildPeriodReading('horoscope-weekly-premium', { person: priya }, { ...week(1), end: week(2).start }, context);
    expect(exclusive.view.period).toEqual(first.view.period);
    const text = pdfText(first.pdf);
    expect(text).toContain('प्रिया शर्मा');
    expect(text).toContain('reading 1 of 13');
    expect(text).toContain('29 Nov to 5 Dec 2026');
    expect(JSON.stringify(second.view.sections)).not.toEqual(JSON.stringify(first.view.sections));
    expect(JSON.stringify(other.view.sections)).not.toEqual(JSON.stringify(first.view.sections));
    expect(repeatedParagraphs(first.pdf)).toEqual([]);
  });

  it('daily and monthly packages read their day and month', async () => {
    const day = await buildPeriodReading('horoscope-daily-premium', { person: arjun }, { index: 3, start: new Date('2026-11-26T00:30:00Z'), end: new Date('2026-11-26T18:29:59Z') }, context);
    expect(pdfText(day.pdf)).toContain('Thursday 26 Nov');
    const month = await buildPeriodReading('horoscope-monthly-premium', { person: arjun }, { index: 2, start: new Date('2026-12-01T00:00:00+05:30'), end: new Date('2026-12-31T23:59:59+05:30') }, context);
    expect(pdfText(month.pdf)).toContain('1 Dec to 31 Dec 2026');
    await expect(buildPeriodReading('horoscope-daily-premium', { person: arjun }, { index: 31, start: new Date(), end: new Date() }, context)).rejects.toMatchObject({ status: 400 });
    await expect(buildPeriodReading('tool-birth-chart', { person: arjun }, { index: 1, start: new Date(), end: new Date() }, context)).rejects.toMatchObject({ status: 400 });
  });
});
