// Replaces @mui/material/esm/styles/createTheme.js in the builds (see css-vars-free-theme-plugin.ts).
//
// The site's theme does not use MUI's CSS variables (design-system/src/theme/create-app-theme.ts passes no
// `cssVariables` nor `colorSchemes`), and for such options MUI's createTheme is createThemeNoVars. The original
// module also imports the CSS-variables theme builder, which every first visit downloaded for nothing.
import createThemeNoVars from '../../../node_modules/@mui/material/esm/styles/createThemeNoVars.js';

export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error(
      'MUI CSS variables and colorSchemes are left out of this build (tools/rspack/mui-theme-without-css-vars); remove that replacement to use them.',
    );
  }
  return createThemeNoVars(options, ...args);
}
