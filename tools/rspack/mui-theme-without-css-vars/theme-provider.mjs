// Replaces @mui/material/esm/styles/ThemeProvider.js in the builds (see css-vars-free-theme-plugin.ts): the
// original's branch for themes without CSS variables, the only kind createTheme makes here (create-theme.mjs).
import { useMemo } from 'react';
import { jsx } from 'react/jsx-runtime';
import THEME_ID from '../../../node_modules/@mui/material/esm/styles/identifier.js';
import ThemeProviderNoVars from '../../../node_modules/@mui/material/esm/styles/ThemeProviderNoVars.js';

export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) {
      throw new Error('MUI CSS-variables themes are left out of this build (tools/rspack/mui-theme-without-css-vars).');
    }
    // As MUI does: a theme without CSS variables does not inherit an outer theme's `vars`.
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
