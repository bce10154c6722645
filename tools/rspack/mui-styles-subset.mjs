// The site's '@mui/material/styles': the names web code imports from it (see package-subsets.ts).
//
// MUI's own components import its styling by relative path, never through this index, so only web code asks
// for it. Left out: the v4 adapters, responsiveFontSizes, the deprecated CssVarsProvider wrappers and the
// makeStyles/withStyles stubs.
export { ThemeProvider, alpha, createTheme, getContrastRatio, keyframes, styled, useTheme } from 'astrosetu-mui-styles-full';
