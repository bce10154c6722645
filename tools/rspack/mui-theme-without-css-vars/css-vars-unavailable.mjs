// Replaces MUI's CSS-variables theme modules (createThemeWithVars.js, ThemeProviderWithVars.js) in the builds.
// Nothing on the site uses them (see plugins.ts); MUI's styles index still re-exports them, and the host's scan
// of its start-up modules would otherwise follow that index into them and bundle the CSS-variables runtime eagerly.
function unavailable() {
  throw new Error('MUI CSS variables are left out of this build (tools/rspack/mui-theme-without-css-vars).');
}
export default unavailable;
export const createGetCssVar = unavailable;
export const CssVarsProvider = unavailable;
export const useColorScheme = unavailable;
export const getInitColorSchemeScript = unavailable;
export const Experimental_CssVarsProvider = unavailable;
