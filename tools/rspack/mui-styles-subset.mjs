// The site's '@mui/material/styles': the names web code imports from it (see package-subsets.ts).
//
// MUI's own components import its styling by relative path, never through this index, so only web code asks
// for it. Left out: the v4 adapters, responsiveFontSizes, the CSS-variables theme and provider (see
// mui-theme-without-css-vars/) and the makeStyles/withStyles stubs. Imported file by file, not through the
// styles index, so that the host's scan of its start-up modules (host-eager-modules.ts) does not follow the
// index into the CSS-variables modules and bundle them eagerly.
export { alpha, getContrastRatio, keyframes } from '@mui/system';
export { default as ThemeProvider } from '../../node_modules/@mui/material/esm/styles/ThemeProvider.js';
export { default as createTheme } from '../../node_modules/@mui/material/esm/styles/createTheme.js';
export { default as styled } from '../../node_modules/@mui/material/esm/styles/styled.js';
export { default as useTheme } from '../../node_modules/@mui/material/esm/styles/useTheme.js';
