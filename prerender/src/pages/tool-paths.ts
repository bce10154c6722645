/**
 * The tool pages and the catalogue section of each (mf-content's tools.paths.{key}: title, subtitle), as
 * mf-content's tools-page.tsx (TOOL_PATHS) maps them. Keys only: the words are the catalogue's.
 */
export const toolPaths: Record<string, string> = {
  '/astrology-tools': 'default',
  '/kundli': 'kundli',
  '/panchang': 'panchang',
  '/love-compatibility': 'love-compatibility',
  '/numerology': 'numerology',
  '/remedies': 'remedies',
  '/planet-transits': 'planet-transits',
  '/vastu': 'vastu',
  '/zodiac-signs': 'zodiac-signs',
  '/spirituality': 'spirituality',
};
