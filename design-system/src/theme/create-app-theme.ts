import { createTheme, type Components, type Theme } from '@mui/material/styles';
import './mui-augmentation';
import { fontStacks, radii, spacingUnit } from './brand-tokens';
import { componentOverrides } from './component-overrides';
import { darkPalette, lightPalette } from './palettes';
import { bodyFontStackFor } from './script-fonts';
import { typography } from './typography';

export type ColorMode = 'light' | 'dark';

/**
 * The AstroSetu brand theme for one colour scheme and the script of the site's language ('latin', 'devanagari',
 * 'tamil': its web font leads the body stack). Built in two passes so the component overrides can read the
 * resolved palette and spacing of the theme they belong to. `componentTexts`: MUI's own texts in the site's
 * language (component-texts/), merged over the overrides.
 */
export function createAppTheme(mode: ColorMode = 'light', script = 'latin', componentTexts?: Components<Theme>): Theme {
  const base = createTheme({
    palette: mode === 'dark' ? darkPalette : lightPalette,
    typography: { ...typography, fontFamily: bodyFontStackFor(script, fontStacks.body) },
    spacing: spacingUnit,
    shape: { borderRadius: radii.medium },
  });
  return createTheme(base, { components: componentOverrides(base) }, componentTexts ? { components: componentTexts } : {});
}
