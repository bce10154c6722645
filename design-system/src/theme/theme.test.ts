import { getContrastRatio, type Theme } from '@mui/material/styles';
import { createAppTheme, type ColorMode } from './create-app-theme';

/** WCAG 2.1 AA: 4.5:1 for normal text. Every pair below is text the components actually draw. */
const AA_TEXT = 4.5;

function textPairs(theme: Theme): Array<[string, string, string]> {
  const { palette } = theme;
  const surfaces: Array<[string, string]> = [
    ['background.default', palette.background.default],
    ['background.paper', palette.background.paper],
  ];
  const pairs: Array<[string, string, string]> = [];
  for (const [surfaceName, surface] of surfaces) {
    pairs.push([`text.primary on ${surfaceName}`, palette.text.primary, surface]);
    pairs.push([`text.secondary on ${surfaceName}`, palette.text.secondary, surface]);
    for (const key of ['primary', 'secondary', 'error', 'warning', 'success', 'info'] as const) {
      pairs.push([`${key}.main as text on ${surfaceName}`, palette[key].main, surface]);
    }
    pairs.push([`brand.read mark on ${surfaceName}`, palette.brand.read, surface]);
  }
  for (const key of ['primary', 'secondary', 'error', 'warning', 'success', 'info'] as const) {
    pairs.push([`${key}.contrastText on ${key}.main`, palette[key].contrastText, palette[key].main]);
  }
  pairs.push(['text.primary on brand.surfaceTint', palette.text.primary, palette.brand.surfaceTint]);
  pairs.push(['text.secondary on brand.surfaceTint', palette.text.secondary, palette.brand.surfaceTint]);
  pairs.push(['onOwnBubble on ownBubble', palette.brand.onOwnBubble, palette.brand.ownBubble]);
  pairs.push(['onOtherBubble on otherBubble', palette.brand.onOtherBubble, palette.brand.otherBubble]);
  pairs.push(['onMarigold on marigold', palette.brand.onMarigold, palette.brand.marigold]);
  pairs.push(['onHero on heroFrom', palette.brand.onHero, palette.brand.heroFrom]);
  pairs.push(['onHero on heroTo', palette.brand.onHero, palette.brand.heroTo]);
  pairs.push(['marigold eyebrow on heroTo', palette.brand.marigold, palette.brand.heroTo]);
  return pairs;
}

describe.each<ColorMode>(['light', 'dark'])('the %s theme', (mode) => {
  const theme = createAppTheme(mode);

  it('uses the requested colour scheme', () => {
    expect(theme.palette.mode).toBe(mode);
  });

  it.each(textPairs(theme))('meets WCAG AA contrast for %s', (_name, foreground, background) => {
    expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('uses a system font stack that covers Latin and Devanagari without downloads', () => {
    const family = String(theme.typography.fontFamily);
    expect(family).toContain('"Noto Sans Devanagari"');
    expect(family).toMatch(/sans-serif/);
    expect(family).not.toMatch(/url\(|googleapis/);
  });

  it('keeps button labels in sentence case', () => {
    expect(theme.typography.button.textTransform).toBe('none');
  });
});
