import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLanguage } from '@astrosetu/design-system/i18n';
import { createAppTheme, type ColorMode } from './create-app-theme';

export interface AppThemeProviderProps {
  mode?: ColorMode;
  children: ReactNode;
}

/**
 * Wraps a tree in the brand theme, with the font stack of the site's language. Every remote wraps its root in it
 * so it also runs standalone.
 */
export function AppThemeProvider({ mode = 'light', children }: AppThemeProviderProps) {
  const { script } = useLanguage().info;
  const theme = useMemo(() => createAppTheme(mode, script), [mode, script]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
