import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLanguage } from '@astrosetu/design-system/i18n';
import { useComponentTexts } from './component-texts/use-component-texts';
import { createAppTheme, type ColorMode } from './create-app-theme';

export interface AppThemeProviderProps {
  mode?: ColorMode;
  children: ReactNode;
}

/**
 * Wraps a tree in the brand theme, with the font stack of the site's language and MUI's own texts (an
 * Autocomplete's "No options", an Alert's close button) in that language. Every remote wraps its root in it so it
 * also runs standalone.
 */
export function AppThemeProvider({ mode = 'light', children }: AppThemeProviderProps) {
  const { language, info } = useLanguage();
  const componentTexts = useComponentTexts(language);
  const theme = useMemo(() => createAppTheme(mode, info.script, componentTexts), [mode, info.script, componentTexts]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
