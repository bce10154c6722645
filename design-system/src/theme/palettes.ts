import type { PaletteOptions } from '@mui/material/styles';
import { indigo, night, saffron, sand, status } from './brand-tokens';
import type { BrandPalette } from './mui-augmentation';

export const lightBrandPalette: BrandPalette = {
  marigold: saffron[500],
  onMarigold: indigo[900],
  online: status.light.online,
  read: status.light.read,
  ownBubble: indigo[700],
  onOwnBubble: sand[0],
  otherBubble: sand[100],
  onOtherBubble: sand[900],
  heroFrom: indigo[800],
  heroTo: indigo[700],
  onHero: sand[50],
  surfaceTint: sand[100],
};

export const darkBrandPalette: BrandPalette = {
  marigold: saffron[400],
  onMarigold: saffron[900],
  online: status.dark.online,
  read: status.dark.read,
  ownBubble: indigo[700],
  onOwnBubble: night[50],
  otherBubble: night[700],
  onOtherBubble: night[50],
  heroFrom: night[900],
  heroTo: indigo[800],
  onHero: night[50],
  surfaceTint: night[700],
};

export const lightPalette: PaletteOptions = {
  mode: 'light',
  primary: { main: indigo[700], light: indigo[500], dark: indigo[800], contrastText: sand[0] },
  secondary: { main: saffron[700], light: saffron[500], dark: saffron[800], contrastText: sand[0] },
  success: { main: status.light.success, contrastText: sand[0] },
  warning: { main: status.light.warning, contrastText: sand[0] },
  error: { main: status.light.error, contrastText: sand[0] },
  info: { main: status.light.info, contrastText: sand[0] },
  background: { default: sand[50], paper: sand[0] },
  text: { primary: sand[900], secondary: sand[500], disabled: 'rgba(31, 27, 46, 0.45)' },
  divider: 'rgba(47, 43, 122, 0.14)',
  brand: lightBrandPalette,
};

export const darkPalette: PaletteOptions = {
  mode: 'dark',
  primary: { main: indigo[300], light: indigo[200], dark: indigo[400], contrastText: indigo[900] },
  secondary: { main: saffron[400], light: saffron[300], dark: saffron[600], contrastText: saffron[900] },
  success: { main: status.dark.success, contrastText: night[800] },
  warning: { main: status.dark.warning, contrastText: night[800] },
  error: { main: status.dark.error, contrastText: night[800] },
  info: { main: status.dark.info, contrastText: night[800] },
  background: { default: night[900], paper: night[800] },
  text: { primary: night[50], secondary: night[300], disabled: 'rgba(244, 239, 230, 0.5)' },
  divider: 'rgba(201, 198, 250, 0.16)',
  brand: darkBrandPalette,
};
