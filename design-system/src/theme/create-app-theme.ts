import { createTheme, type Theme } from '@mui/material/styles';
import './mui-augmentation';
import { radii, spacingUnit } from './brand-tokens';
import { componentOverrides } from './component-overrides';
import { darkPalette, lightPalette } from './palettes';
import { typography } from './typography';

export type ColorMode = 'light' | 'dark';

/**
 * The AstroSetu brand theme for one colour scheme. Built in two passes so the component overrides can
 * read the resolved palette and spacing of the theme they belong to.
 */
export function createAppTheme(mode: ColorMode = 'light'): Theme {
  const base = createTheme({
    palette: mode === 'dark' ? darkPalette : lightPalette,
    typography,
    spacing: spacingUnit,
    shape: { borderRadius: radii.medium },
  });
  return createTheme(base, { components: componentOverrides(base) });
}
