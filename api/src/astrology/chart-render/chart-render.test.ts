import { brandColours, defaultChartStyleFor } from '@astrosetu/contracts';
import { computeKundli } from '../chart/kundli';
import { resolveMoment } from '../core/moment';
import { drawingFromChart, drawingFromKundli, renderChartSvg, svgToPng } from '.';

const sample = drawingFromChart({
  ascendantSign: 4,
  planets: [
    { name: 'Sun', sign: 0, degree: 10.5 },
    { name: 'Moon', sign: 8, degree: 25.3 },
    { name: 'Saturn', sign: 1, degree: 24.2, retrograde: true },
  ],
});

function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('chart images', () => {
  it('when the North Indian chart is drawn for a Leo ascendant, then house 1 shows sign 5 and each planet appears once', () => {
    const svg = renderChartSvg(sample, 'north', { size: 500 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    // House 1's sign number sits just above the centre (0.43 of the frame).
    expect(svg).toMatch(/<text x="250" y="[\d.]+"[^>]*>5<\/text>/);
    expect(svg.match(/Su 10°/g)).toHaveLength(1);
    expect(svg.match(/Sa\(R\) 24°/g)).toHaveLength(1);
    expect(svg).toContain('>Asc<');
  });

  it('when the South Indian chart is drawn, then the signs are fixed and the ascendant sign is marked', () => {
    const svg = renderChartSvg(sample, 'south', { size: 400, title: 'Test' });
    for (const sign of ['Ari', 'Tau', 'Gem', 'Can', 'Leo', 'Vir', 'Lib', 'Sco', 'Sag', 'Cap', 'Aqu', 'Pis']) expect(svg).toContain(`>${sign}<`);
    expect(svg).toContain('>Asc<');
    expect(svg).toContain('>Test<');
  });

  it('when a chart is drawn, then it uses the site\'s brand colours (the indigo and saffron of the web theme), not other hues', () => {
    for (const style of ['north', 'south', 'diamond'] as const) {
      const svg = renderChartSvg(sample, style, { title: 'Brand' });
      expect(svg).toContain(`stroke="${brandColours.indigo[700]}"`);
      expect(svg).toContain(`fill="${brandColours.indigo[700]}"`);
      const colours = new Set((svg.match(/#[0-9A-Fa-f]{6}/g) ?? []).map((hex) => hex.toUpperCase()));
      const brand = new Set([brandColours.indigo[500], brandColours.indigo[700], brandColours.saffron[700], brandColours.sand[0], brandColours.sand[900], brandColours.status.light.error]);
      for (const colour of colours) expect(brand).toContain(colour);
    }
  });

  it('when the diamond chart is drawn, then all twelve sign numbers and the planets appear', () => {
    const svg = renderChartSvg(sample, 'diamond');
    for (let sign = 1; sign <= 12; sign += 1) expect(svg).toContain(`>${sign}<`);
    expect(svg).toContain('Mo 25°');
  });

  it('when the East Indian chart is drawn, then the signs are fixed with Aries in the top middle, the corners cut diagonally, and the ascendant marked', () => {
    // The East Indian (Bengali) layout: Aries top centre, the signs running counter-clockwise, corner squares split in two.
    const svg = renderChartSvg(sample, 'east', { size: 300 });
    for (const sign of ['Ari', 'Tau', 'Gem', 'Can', 'Vir', 'Lib', 'Sco', 'Sag', 'Cap', 'Aqu', 'Pis']) expect(svg).toContain(`>${sign}<`);
    expect(svg).toContain('>Leo Asc<');
    expect(svg.match(/<line /g)).toHaveLength(8);
    // Aries (Sun) is drawn in the top middle cell: its label is centred horizontally.
    expect(svg).toMatch(/<text x="150(\.00)?" y="[\d.]+"[^>]*>Ari<\/text>/);
    expect(svg).toContain('Su 10°');
  });

  it('when names contain markup, then they are escaped', () => {
    const svg = renderChartSvg(drawingFromChart({ ascendantSign: 0, planets: [{ name: '<b>', sign: 0 }] }, 'A & B'), 'north');
    expect(svg).toContain('&lt;b&gt;');
    expect(svg).toContain('A &amp; B');
    expect(svg).not.toContain('<b>');
  });

  it.each(['north', 'south', 'diamond', 'east'] as const)('when the %s chart is exported as PNG, then a white-background PNG of the requested size comes out', (style) => {
    const png = svgToPng(renderChartSvg(sample, style, { size: 300 }), 300);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(pngSize(png)).toEqual({ width: 300, height: 300 });
  });

  it('when a computed kundli is drawn, then its planets land in their signs', () => {
    const kundli = computeKundli(resolveMoment({ date: '1973-04-24', time: '14:25', latitude: 18.966, longitude: 72.833, timezone: 'UTC+05:30' }), Date.now());
    const model = drawingFromKundli(kundli);
    expect(model.ascendantSign).toBe(4);
    expect(model.labelsBySign[0]).toEqual(expect.arrayContaining(['Su 10°', 'Ve 14°']));
    expect(model.labelsBySign[8].some((label) => label.startsWith('Ra '))).toBe(true);
  });
});

describe('chart images in Hindi, Tamil, Telugu, Bengali, Marathi, Gujarati, Kannada and Malayalam', () => {
  const kundli = computeKundli(resolveMoment({ date: '1985-01-27', time: '22:15', latitude: 13.0827, longitude: 80.2707, timezone: 'UTC+05:30' }), Date.parse('2026-11-24'));
  // The words a chart writes: Latin text in <text>, Hindi and Tamil as outlines with the text in their <title>.
  const writtenWords = (svg: string) => [...svg.matchAll(/<(?:text|title)[^>]*>([^<]*)<\/(?:text|title)>/g)].map((match) => match[1]);
  const LATIN_ABBREVIATIONS = /\b(Asc|As|Su|Mo|Ma|Me|Ju|Ve|Sa|Ra|Ke)\b/;

  it.each([
    ['hi', ['सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के'], 'लग्न'],
    ['ta', ['சூ', 'சந்', 'செ', 'பு', 'கு', 'சு', 'சனி', 'ரா', 'கே'], 'லக்'],
    ['te', ['సూ', 'చం', 'కు', 'బు', 'గు', 'శు', 'శ', 'రా', 'కే'], 'లగ్న'],
    ['bn', ['র', 'চ', 'ম', 'বু', 'বৃ', 'শু', 'শ', 'রা', 'কে'], 'লগ্ন'],
    ['mr', ['सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के'], 'लग्न'],
    ['gu', ['સૂ', 'ચં', 'મં', 'બુ', 'ગુ', 'શુ', 'શ', 'રા', 'કે'], 'લગ્ન'],
    ['kn', ['ಸೂ', 'ಚಂ', 'ಕು', 'ಬು', 'ಗು', 'ಶು', 'ಶ', 'ರಾ', 'ಕೇ'], 'ಲಗ್ನ'],
    ['ml', ['സൂ', 'ച', 'കു', 'ബു', 'ഗു', 'ശു', 'ശ', 'രാ', 'കേ'], 'ലഗ്നം'],
  ] as const)('when a %s kundli is drawn, then every graha and the lagna are written as its almanacs abbreviate them, and no English abbreviation is left', (language, grahas, lagna) => {
    for (const style of ['north', 'south', 'east', 'diamond'] as const) {
      const words = writtenWords(renderChartSvg(drawingFromKundli(kundli, undefined, language), style));
      // A line may hold several labels ('चं 28° मं 1°'): each graha starts a label, followed by its degree or retrograde mark.
      const labels = words.join('\n');
      for (const graha of grahas) expect(labels).toMatch(new RegExp(`(^|\\s)${graha}[ (]`, 'm'));
      expect(labels).toMatch(new RegExp(`(^|\\s)${lagna}$`, 'm'));
      expect(words.filter((written) => LATIN_ABBREVIATIONS.test(written))).toEqual([]);
    }
  });

  it('when a Tamil chart is drawn in its default style, then it is the South Indian square: fixed Tamil sign names, லக் in the ascendant\'s sign, தென்னிந்திய in the middle', () => {
    const svg = renderChartSvg(drawingFromKundli(kundli, undefined, 'ta'), defaultChartStyleFor('ta'));
    const words = writtenWords(svg);
    for (const sign of ['மேஷ', 'ரிஷ', 'மிது', 'கட', 'சிம்', 'கன்', 'துலா', 'விரு', 'தனு', 'மகர', 'கும்', 'மீன']) expect(words).toContain(sign);
    expect(words).toContain('தென்னிந்திய');
    // No North Indian house numbers.
    expect(words.filter((written) => /^\d+$/.test(written))).toEqual([]);
  });

  it('when the style is switched, then a Tamil chart can be North Indian and a Hindi one South Indian', () => {
    expect(defaultChartStyleFor('hi')).toBe('north');
    expect(defaultChartStyleFor('en')).toBe('north');
    expect(defaultChartStyleFor('bn')).toBe('north');
    expect(defaultChartStyleFor('te')).toBe('south');
    expect(defaultChartStyleFor('kn')).toBe('south');
    expect(defaultChartStyleFor('ml')).toBe('south');
    expect(defaultChartStyleFor('mr')).toBe('north');
    expect(defaultChartStyleFor('gu')).toBe('north');
    const tamilNorth = writtenWords(renderChartSvg(drawingFromKundli(kundli, undefined, 'ta'), 'north'));
    expect(tamilNorth).not.toContain('தென்னிந்திய');
    for (let sign = 1; sign <= 12; sign += 1) expect(tamilNorth).toContain(String(sign));
    expect(writtenWords(renderChartSvg(drawingFromKundli(kundli, undefined, 'hi'), 'south'))).toContain('दक्षिण भारतीय');
  });

  it('when a long title is drawn in the middle of a South Indian chart, then it wraps between words inside the middle square', () => {
    const title = 'Karthik Subramanian (கார்த்திக் சுப்பிரமணியன்)';
    const words = writtenWords(renderChartSvg(drawingFromKundli(kundli, title, 'ta'), 'south', { size: 500 }));
    const lines = words.slice(words.indexOf('Karthik'), words.indexOf('தென்னிந்திய'));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(title);
  });
});
