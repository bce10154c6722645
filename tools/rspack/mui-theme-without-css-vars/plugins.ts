import { join } from 'node:path';
import { rspack } from '@rspack/core';

/**
 * MUI's createTheme and ThemeProvider each import the CSS-variables variant (createThemeWithVars,
 * CssVarsProvider, the colour-scheme storage) beside the plain one, and pick at run time. The site's theme uses
 * no CSS variables, yet both variants were in main.js, eager, for every visitor. The builds replace the two
 * modules, wherever they are imported from (MUI imports them by relative path: './createTheme.js'), with the
 * plain branch, which throws a clear error if a theme ever asks for CSS variables.
 */
const replacements: Record<string, string> = {
  'createTheme.js': 'create-theme.mjs',
  'ThemeProvider.js': 'theme-provider.mjs',
  // Still re-exported by MUI's styles index (Box imports createTheme through it): stubs that throw if called.
  'createThemeWithVars.js': 'css-vars-unavailable.mjs',
  'ThemeProviderWithVars.js': 'css-vars-unavailable.mjs',
};

const muiStylesDir = (workspaceRoot: string) => join(workspaceRoot, 'node_modules/@mui/material/esm/styles');

/** Original file -> its replacement, by absolute path (the host's eager-module scan follows the replacements). */
export function muiThemeReplacementFiles(workspaceRoot: string): Map<string, string> {
  return new Map(Object.entries(replacements).map(([file, replacement]) => [join(muiStylesDir(workspaceRoot), file), join(__dirname, replacement)]));
}

export function muiThemeWithoutCssVarsPlugins() {
  return Object.entries(replacements).map(
    ([file, replacement]) =>
      new rspack.NormalModuleReplacementPlugin(
        new RegExp(`@mui[\\\\/]material[\\\\/]esm[\\\\/]styles[\\\\/]${file.replace('.', '\\.')}$`),
        join(__dirname, replacement),
      ),
  );
}
