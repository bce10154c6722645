import { computeKundli } from '../../../astrology/chart/kundli';
import { resolveMoment } from '../../../astrology/core/moment';
import { divisionalChart, moonChartSvg, rasiChartSvg } from './charts';

const kundli = computeKundli(resolveMoment({ date: '1990-05-15', time: '06:30', latitude: 13.08784, longitude: 80.27847, timezone: 'Asia/Kolkata' }), Date.parse('2026-11-18T00:00:00Z'));
/** The text of a chart's labels: <text> in English, the <title> of each outlined label in Hindi and Tamil. */
const labelsOf = (svg: string) => [...svg.matchAll(/<(?:text|title)[^>]*>([^<]+)<\/(?:text|title)>/g)].map((match) => match[1]);

describe('the charts of a deliverable in the order language', () => {
  it('when the order is in Hindi, then the lagna, Moon and navamsa charts write the grahas in Devanagari', () => {
    // The Sun is in Taurus at 0°13': सू 0° in the lagna chart.
    expect(labelsOf(rasiChartSvg(kundli, 'hi'))).toEqual(expect.arrayContaining(['सू 0°', 'लग्न']));
    expect(labelsOf(moonChartSvg(kundli, 'hi'))).toContain('चं 27°');
    const navamsa = labelsOf(divisionalChart(kundli, 9, 'hi').svg).join(' ').split(' ');
    expect(navamsa).toEqual(expect.arrayContaining(['सू', 'चं', 'गु']));
    expect(navamsa.join(' ')).not.toMatch(/\b(Su|Mo|Ju)\b/);
  });

  it('when the order is in Tamil, then they are written in Tamil and drawn South Indian, the chart Tamil readers use', () => {
    expect(labelsOf(divisionalChart(kundli, 10, 'ta').svg).join(' ').split(' ')).toEqual(expect.arrayContaining(['சூ', 'சந்', 'சனி']));
    for (const svg of [rasiChartSvg(kundli, 'ta'), moonChartSvg(kundli, 'ta'), divisionalChart(kundli, 9, 'ta').svg]) expect(labelsOf(svg)).toContain('தென்னிந்திய');
    expect(labelsOf(rasiChartSvg(kundli, 'hi'))).not.toContain('दक्षिण भारतीय');
  });

  it('when the order is in English (or has no language), then the charts are unchanged', () => {
    expect(rasiChartSvg(kundli, 'en')).toBe(rasiChartSvg(kundli));
    expect(labelsOf(rasiChartSvg(kundli))).toEqual(expect.arrayContaining(['Su 0°', 'Asc']));
    expect(rasiChartSvg(kundli)).not.toContain('<path');
  });
});
