import { createTheme, type Theme } from '@mui/material/styles';

export type ColorMode = 'light' | 'dark';

/** Placeholder palette: replaced by the brand theme (design-system issue). */
export function createAppTheme(mode: ColorMode = 'light'): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: '#2E2A7A' },
      secondary: { main: '#E8772E' },
    },
    shape: { borderRadius: 12 },
  });
}
