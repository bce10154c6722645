import type { ChartDrawingInput } from '@astrosetu/contracts';

/** The hard-coded sample chart of the test page. */
export const SAMPLE_CHART = {
  ascendant: { sign: 'Leo', degree: 15.5, house: 1 },
  planets: [
    { name: 'Sun', sign: 'Aries', degree: 10.5, house: 9, nakshatra: 'Ashwini', nakshatraLord: 'Ketu' },
    { name: 'Moon', sign: 'Sagittarius', degree: 25, house: 5, nakshatra: 'Purva Ashadha', nakshatraLord: 'Venus' },
    { name: 'Mars', sign: 'Capricorn', degree: 28.2, house: 6, nakshatra: 'Dhanishta', nakshatraLord: 'Mars' },
    { name: 'Mercury', sign: 'Pisces', degree: 22.7, house: 8, nakshatra: 'Revati', nakshatraLord: 'Mercury' },
    { name: 'Jupiter', sign: 'Cancer', degree: 5.1, house: 12, nakshatra: 'Pushya', nakshatraLord: 'Saturn' },
    { name: 'Venus', sign: 'Taurus', degree: 18.9, house: 10, nakshatra: 'Rohini', nakshatraLord: 'Moon' },
    { name: 'Saturn', sign: 'Aquarius', degree: 12.3, house: 7, nakshatra: 'Shatabhisha', nakshatraLord: 'Rahu' },
    { name: 'Rahu', sign: 'Gemini', degree: 7.4, house: 11, nakshatra: 'Ardra', nakshatraLord: 'Rahu' },
    { name: 'Ketu', sign: 'Sagittarius', degree: 7.4, house: 5, nakshatra: 'Mula', nakshatraLord: 'Ketu' },
  ],
  panchang: { tithi: 'Shukla Panchami', nakshatra: 'Purva Ashadha', yoga: 'Siddhi', karan: 'Bava', vara: 'Sunday' },
  ayanamsa: 23.85,
} as const;

/** What the server's renderer needs from the sample. */
export const SAMPLE_CHART_DRAWING: ChartDrawingInput = {
  ascendantSign: SAMPLE_CHART.ascendant.sign,
  planets: SAMPLE_CHART.planets.map(({ name, sign, degree }) => ({ name, sign, degree })),
};

/** The style test steps every 2 s. */
export const STYLE_TEST_STEP_MS = 2000;
