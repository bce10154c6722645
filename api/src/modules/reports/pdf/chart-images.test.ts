import { computeKundli, resolveMoment } from '../../../astrology';
import { rashiChartPng, reportChartLook } from './chart-images';

// Issue 36: a report's charts are drawn in its language and in the style its readers use, unless the order chose one.

describe('report chart look', () => {
  it('when no style was chosen, then Tamil reports draw South Indian charts and Hindi and English ones North Indian', () => {
    expect(reportChartLook({ language: 'ta' })).toEqual({ language: 'ta', style: 'south' });
    expect(reportChartLook({ language: 'hi' })).toEqual({ language: 'hi', style: 'north' });
    expect(reportChartLook({})).toEqual({ language: 'en', style: 'north' });
  });

  it('when the order chose a style, then every language draws it', () => {
    expect(reportChartLook({ language: 'ta', chartStyle: 'north' })).toEqual({ language: 'ta', style: 'north' });
    expect(reportChartLook({ language: 'hi', chartStyle: 'south' })).toEqual({ language: 'hi', style: 'south' });
    expect(reportChartLook({ language: 'en', chartStyle: 'south' })).toEqual({ language: 'en', style: 'south' });
  });

  it('when a chart is drawn for a Tamil report, then its picture is not the English one', () => {
    const kundli = computeKundli(resolveMoment({ date: '1985-01-27', time: '22:15', latitude: 13.0827, longitude: 80.2707, timezone: 'UTC+05:30' }), Date.parse('2026-11-24'));
    const tamil = rashiChartPng(kundli, 120, { language: 'ta', style: 'south' });
    expect(tamil.equals(rashiChartPng(kundli, 120, { language: 'en', style: 'south' }))).toBe(false);
    expect(tamil.equals(rashiChartPng(kundli, 120, { language: 'ta', style: 'north' }))).toBe(false);
  });
});
