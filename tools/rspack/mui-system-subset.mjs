// The site's '@mui/system': the names MUI's own modules import from the package root, nothing else.
//
// @mui/system is a shared singleton (it holds the theme context), and a shared module is loaded whole (see
// package-subsets.ts): the whole root index (its Grid, Stack and Container, the CSS-variables provider, the
// colour-scheme script, useMediaQuery...) was in the shell's main.js for every first visit. Web code never imports
// the root (it imports deep entries such as '@mui/system/Grid'), only @mui/material does; these are the names its
// ESM files import from '@mui/system' (Box, Stack, Container, GlobalStyles, the colour helpers and the theme
// pieces). A name missing here is `undefined` inside node_modules, so check this list when MUI is upgraded:
//   grep -rhoE "import \{[^}]*\} from '@mui/system'" node_modules/@mui/material/esm
// The CSS-variables provider is left out with the CSS-variables theme (mui-theme-without-css-vars/).
export {
  GlobalStyles,
  StyledEngineProvider,
  ThemeProvider,
  alpha,
  createBox,
  createBreakpoints,
  createContainer,
  createSpacing,
  createStack,
  css,
  darken,
  decomposeColor,
  emphasize,
  getContrastRatio,
  getLuminance,
  handleBreakpoints,
  hexToRgb,
  hslToRgb,
  keyframes,
  lighten,
  recomposeColor,
  rgbToHex,
  unstable_memoTheme,
  // @ts-expect-error -- in @mui/system's ESM build (which the alias points at), missing from its type declarations.
  unstable_resolveBreakpointValues,
  useTheme,
} from 'astrosetu-mui-system-full';
