import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme, type ColorMode } from './create-app-theme';

export interface AppThemeProviderProps {
  mode?: ColorMode;
  children: ReactNode;
}

/** Wraps a tree in the brand theme. Every remote wraps its root in it so it also runs standalone. */
export function AppThemeProvider({ mode = 'light', children }: AppThemeProviderProps) {
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
