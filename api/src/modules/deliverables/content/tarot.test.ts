import { execFileSync } from 'node:child_process';
import { loadTarotDeck, tarotDeck, tarotDeckIn } from '@astrosetu/contracts';
import { missingGlyphs } from '../../reports/report-fonts';
import { buildDeliverable, type DeliverableContext } from '../build-deliverable';

// Issue 18: the paid tarot reading is written in the order's language. The shuffle is made deterministic here
// (every Fisher-Yates swap keeps the card in place, every card falls reversed), so the spread is known: the
// first ten cards of the deck, The Fool to The Hermit, all reversed.
jest.mock('node:crypto', () => ({ ...jest.requireActual('node:crypto'), randomInt: (max: number) => max - 1 }));

const context: DeliverableContext = { reference: 'TXN-TAROT-1', generatedAt: new Date('2026-11-24T04:00:00Z'), customerName: 'प्रिया शर्मा' };
const input = { name: 'प्रिया शर्मा', question: 'क्या मुझे इस साल नई नौकरी मिलेगी?' };

/** The PDF's text as pdftotext reads it back, white space collapsed (lines wrap anywhere). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' }).replace(/\s+/g, ' ');
const paragraphs = (built: Awaited<ReturnType<typeof buildDeliverable>>) =>
  built.view.sections.flatMap((section) => section.blocks).flatMap((block) => (block.kind === 'paragraph' ? [block.text] : []));

describe('the deck in the Indian languages', () => {
  it.each(['hi', 'ta', 'mr', 'gu', 'kn', 'ml'] as const)('%s: the same 78 cards in the same order, every name and meaning written in the language', async (language) => {
    const deck = tarotDeckIn(language);
    expect(deck.map((card) => [card.arcana, card.suit])).toEqual(tarotDeck.map((card) => [card.arcana, card.suit]));
    expect(new Set(deck.map((card) => card.name)).size).toBe(78);
    for (const card of deck) {
      for (const text of [card.name, card.upright, card.reversed]) expect(text).not.toMatch(/[A-Za-z]/);
      expect(card.upright).not.toBe(card.reversed);
    }
    // The web's lazily fetched copy is the same deck.
    expect(await loadTarotDeck(language)).toEqual(deck);
  });
});

describe('the tarot deliverable in the order\'s language', () => {
  it('in Hindi: Hindi title, headings, positions, card names and readings, in the Devanagari font with no missing glyph', async () => {
    const built = await buildDeliverable('divination-tarot', input, { ...context, language: 'hi' });
    expect(built.title).toBe('टैरो रीडिंग: केल्टिक क्रॉस');
    expect(built.view.sections.map((section) => section.heading)).toEqual(['आपका प्रश्न', 'स्प्रेड', 'हर कार्ड अपने स्थान पर', 'पूरा स्प्रेड एक नज़र में', 'कार्ड निकालने का रिकॉर्ड']);
    const first = '1. वर्तमान: द फ़ूल (उलटा)। यह स्थान बताता है: अपने प्रश्न को लेकर आप अभी कहाँ खड़े हैं। यहाँ इस कार्ड का अर्थ है: लापरवाही, भोलेपन में लिया गया जोखिम, या डर के कारण शुरुआत से पीछे हटना।';
    expect(paragraphs(built)[1]).toBe(`${first} यह इस स्प्रेड का पहला मेजर आर्काना कार्ड है: ये कार्ड आती-जाती घटनाओं से बढ़कर जीवन के अहम सबक दिखाते हैं।`);
    const text = pdfText(built.pdf);
    expect(text).toContain('टैरो रीडिंग: केल्टिक क्रॉस');
    expect(text).toContain(input.question);
    expect(text).toContain('द फ़ूल');
    expect(text).toContain('लापरवाही, भोलेपन में लिया गया जोखिम');
    expect(text).toContain('द हर्मिट');
    expect(text).toContain('दस में से 10 कार्ड मेजर आर्काना हैं');
    // No English card name, heading or sentence is left in the document.
    for (const card of tarotDeck) expect(text).not.toContain(card.name);
    for (const english of ['The spread', 'This position shows', 'Swap indices', 'reversed']) expect(text).not.toContain(english);
    expect(missingGlyphs(paragraphs(built).join(' '))).toEqual([]);
    expect(execFileSync('pdffonts', ['-'], { input: built.pdf, encoding: 'utf8' })).toMatch(/NotoSansDevanagari/);
  });

  it('in Tamil: Tamil title, card names and readings', async () => {
    const built = await buildDeliverable('divination-tarot', input, { ...context, language: 'ta' });
    expect(built.title).toBe('டாரட் வாசிப்பு: செல்டிக் கிராஸ்');
    expect(paragraphs(built)[1]).toContain('1. நிகழ்காலம்: தி ஃபூல் (தலைகீழ்). இந்த இடம் காட்டுவது: உங்கள் கேள்வியைப் பொறுத்து நீங்கள் இப்போது நிற்கும் இடம்.');
    const text = pdfText(built.pdf);
    expect(text).toContain('தி ஃபூல்');
    expect(text).toContain(tarotDeckIn('ta')[9].name);
    for (const card of tarotDeck) expect(text).not.toContain(card.name);
    expect(missingGlyphs(paragraphs(built).join(' '))).toEqual([]);
  });

  it.each([
    ['mr', '1. वर्तमान: द फूल (उलटे).'],
    ['gu', '1. વર્તમાન: ધ ફૂલ (ઊલટું).'],
    ['kn', '1. ವರ್ತಮಾನ: ದಿ ಫೂಲ್ (ತಲೆಕೆಳಗು).'],
    ['ml', '1. വർത്തമാനം: ദ ഫൂൾ (തലകീഴായി).'],
  ] as const)('in %s: the positions, card names, readings and summary are written in the language, with no missing glyph', async (language, first) => {
    const built = await buildDeliverable('divination-tarot', input, { ...context, language });
    expect(paragraphs(built)[1].startsWith(first)).toBe(true);
    const text = pdfText(built.pdf);
    expect(text).toContain(tarotDeckIn(language)[9].name);
    for (const card of tarotDeck) expect(text).not.toContain(card.name);
    for (const english of ['The spread', 'This position shows', 'Swap indices', 'reversed']) expect(text).not.toContain(english);
    // Counts and the record in Latin digits, as every language writes them (docs/i18n.md#digits).
    expect(text).not.toMatch(/[\u0966-\u096F\u0AE6-\u0AEF\u0CE6-\u0CEF\u0D66-\u0D6F]/);
    expect(missingGlyphs(paragraphs(built).join(' '))).toEqual([]);
  });

  it('in English (the default, and for an English order) the reading is as it always was', async () => {
    for (const language of [undefined, 'en' as const]) {
      const built = await buildDeliverable('divination-tarot', { name: 'Asha Rao', question: 'Will my new job suit me?' }, { ...context, customerName: 'Asha Rao', language });
      expect(built.title).toBe('Tarot Reading: Celtic Cross');
      expect(built.view.sections.map((section) => section.heading)).toEqual(['Your question', 'The spread', 'Each card in its position', 'The spread as a whole', 'The draw, on record']);
      expect(paragraphs(built)[1]).toBe(
        '1. The present: The Fool (reversed). This position shows where you stand now with your question; here the card speaks of recklessness, a naive risk or holding back from a start out of fear. It is the first major arcana card of the spread: these mark significant lessons rather than passing events.',
      );
      expect(paragraphs(built)[11]).toBe(
        '10 of the ten cards are major arcana, so the question touches a turning point larger than day-to-day events. 10 cards are reversed: much of the energy is blocked or turned inward, and patience is needed. From The Fool reversed in the present to The Hermit reversed as the outcome, the spread moves from recklessness, a naive risk or holding back from a start out of fear towards isolation that goes too far, loneliness, refusing counsel.',
      );
      expect(pdfText(built.pdf)).toContain('Swap indices from the last card down: 77 76 75');
    }
  });
});
