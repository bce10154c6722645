// The font files are typed by this declaration wherever script-fonts.ts is compiled (the apps compile it from source).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./font-files.d.ts" />
/**
 * Web fonts for the Indian scripts the site is offered in, downloaded only when a language needs them: English
 * visitors fetch none (their text is Latin, drawn by the system font stack). Each is one variable woff2 (every
 * weight in one file) of its script's subset only, declared with its unicode-range (a Latin letter never pulls it)
 * and font-display: swap (text shows at once in a system font, then takes the web font).
 *
 * A script is one line: its family, its subset's file from @fontsource-variable, and that subset's unicode-range
 * (the package's unicode.json). Marathi uses the Devanagari face; Odia and Punjabi are added here when they are offered.
 */
export interface ScriptFont {
  family: string;
  file: () => Promise<{ default: string } | string>;
  unicodeRange: string;
}

export const scriptFonts: Record<string, ScriptFont> = {
  devanagari: { family: 'Noto Sans Devanagari', file: () => import('@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2'), unicodeRange: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09' },
  tamil: { family: 'Noto Sans Tamil', file: () => import('@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2'), unicodeRange: 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC' },
  telugu: { family: 'Noto Sans Telugu', file: () => import('@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2'), unicodeRange: 'U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC' },
  bengali: { family: 'Noto Sans Bengali', file: () => import('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2'), unicodeRange: 'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1' },
  gujarati: { family: 'Noto Sans Gujarati', file: () => import('@fontsource-variable/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-wght-normal.woff2'), unicodeRange: 'U+0951-0952,U+0964-0965,U+0A80-0AFF,U+200C-200D,U+20B9,U+25CC,U+A830-A839' },
  kannada: { family: 'Noto Sans Kannada', file: () => import('@fontsource-variable/noto-sans-kannada/files/noto-sans-kannada-kannada-wght-normal.woff2'), unicodeRange: 'U+0951-0952,U+0964-0965,U+0C80-0CF3,U+1CD0,U+1CD2-1CD3,U+1CDA,U+1CF2,U+1CF4,U+200C-200D,U+20B9,U+25CC,U+A830-A835' },
  malayalam: { family: 'Noto Sans Malayalam', file: () => import('@fontsource-variable/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-wght-normal.woff2'), unicodeRange: 'U+0307,U+0323,U+0951-0952,U+0964-0965,U+0D00-0D7F,U+1CDA,U+1CF2,U+200C-200D,U+20B9,U+25CC,U+A830-A832' },
};

const added = new Map<string, Promise<void>>();

/**
 * Declares a script's web font to the page (once). The browser downloads the file when text in that script is
 * drawn. Pages without the CSS Font Loading API (tests) keep the system fonts.
 */
export function loadScriptFont(script: string): Promise<void> {
  const font = scriptFonts[script];
  if (!font || typeof document === 'undefined' || typeof FontFace === 'undefined' || !document.fonts) return Promise.resolve();
  const pending =
    added.get(script) ??
    font
      .file()
      .then((module) => {
        const url = typeof module === 'string' ? module : module.default;
        const face = new FontFace(font.family, `url(${url}) format('woff2')`, { weight: '100 900', style: 'normal', display: 'swap', unicodeRange: font.unicodeRange });
        document.fonts.add(face);
      })
      .catch((error: unknown) => {
        added.delete(script);
        console.warn(`The ${script} web font could not be loaded; the system font draws the text`, error);
      });
  added.set(script, pending);
  return pending;
}

/** The body font stack for a script: its web font first, then the system stack. */
export function bodyFontStackFor(script: string, systemStack: string): string {
  const font = scriptFonts[script];
  return font ? `"${font.family}", ${systemStack}` : systemStack;
}
