/**
 * Checks a project's message catalogues (every `locales/` folder under its src/ holding an en.json), and fails
 * (exit 1) with one line per problem:
 * - a key English has and an offered language lacks, or the reverse (every offered language is complete);
 * - a `{{placeholder}}` a translation drops or invents (the sentence would lose the customer's name or amount);
 * - a translation that is the English text unchanged, unless the key is listed in locales/same-as-english.json
 *   (brand names, "UPI", "PDF"): an untranslated string is a missing translation, not a translation;
 * - an English key no source file of the project uses (dead text that translators would keep paying for);
 * - i18next syntax the web's translator (design-system/src/i18n/translator.ts) does not read: nesting ($t(...))
 *   and a format in a placeholder ({{amount, currency}}; format the value before passing it).
 *
 * "Used" means the key appears in a non-test source file as a whole string literal ('card.bookNow'), or a template
 * literal starts with its prefix (`zodiac.${sign}` uses every key under 'zodiac.'). Plural forms (key_one,
 * key_other) count as their base key.
 *
 * Usage: tsx tools/i18n/check-catalogues.ts <project dir>   (run by each project's lint script)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const projectDir = resolve(process.argv[2] ?? '.');

/** The offered languages, read from contracts (the one list the API and the web use). */
function offeredLanguages(): string[] {
  const source = readFileSync(join(workspaceRoot, 'contracts/src/ui-language.ts'), 'utf8');
  const list = /export const uiLanguages = \[([\s\S]*?)\] as const/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/code: '([a-z]+)'/g)].map((match) => match[1]);
}

function walk(dir: string, visit: (path: string) => void): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, visit);
    else visit(path);
  }
}

/** A catalogue's nested messages as one map of dotted keys ('card.bookNow') to texts. */
function flatten(messages: object, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') flatten(value, path, into);
    else into.set(path, String(value));
  }
  return into;
}

/** What translator.ts does not read: a nested message and a placeholder with a format. */
const unreadSyntax = (text: string): string | null => (/\$t\(/.test(text) ? 'nesting ($t(...))' : /\{\{[^}]*,[^}]*\}\}/.test(text) ? 'a formatted placeholder ({{value, format}})' : null);
const placeholdersOf = (text: string): string => [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort().join(',');
const baseKey = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');
const isSource = (path: string): boolean => /\.(ts|tsx|mts|js|mjs)$/.test(path) && !/\.(test|spec|stories)\.[a-z]+$/.test(path) && !path.includes('/test/');

const srcDir = join(projectDir, 'src');
if (!existsSync(srcDir)) process.exit(0);
const localeDirs: string[] = [];
const sources: string[] = [];
walk(srcDir, (path) => {
  if (path.endsWith('/locales/en.json')) localeDirs.push(path.slice(0, -'/en.json'.length));
  else if (isSource(path)) sources.push(readFileSync(path, 'utf8'));
});
if (localeDirs.length === 0) process.exit(0);

const literals = new Set<string>();
const prefixes: string[] = [];
for (const source of sources) {
  // Empty strings and escaped quotes included, so that a '' earlier on a line does not pair the quotes after it wrongly.
  for (const match of source.matchAll(/(['"])((?:\\.|(?!\1)[^\\\n])*)\1/g)) literals.add(match[2]);
  for (const match of source.matchAll(/`([^`$]*)(\$\{)?/g)) {
    if (match[2]) prefixes.push(match[1]);
    else literals.add(match[1]);
  }
}
const used = (key: string): boolean => literals.has(key) || prefixes.some((prefix) => prefix.length > 0 && key.startsWith(prefix));

const problems: string[] = [];
const languages = offeredLanguages();
for (const dir of localeDirs) {
  const where = relative(workspaceRoot, dir);
  const read = (language: string): Map<string, string> | null => {
    const file = join(dir, `${language}.json`);
    if (!existsSync(file)) return null;
    try {
      return flatten(JSON.parse(readFileSync(file, 'utf8')) as object);
    } catch (error) {
      problems.push(`${where}/${language}.json: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      return new Map();
    }
  };
  // English is the reference every other catalogue is checked against: a project without it has nothing to check.
  const english = read('en') ?? new Map();
  for (const language of languages) {
    for (const [key, text] of (language === 'en' ? english : read(language)) ?? []) {
      const syntax = unreadSyntax(text);
      if (syntax) problems.push(`${where}/${language}.json: ${key} uses ${syntax}, which the web's translator does not read`);
    }
  }
  const sameFile = join(dir, 'same-as-english.json');
  const sameAsEnglish = new Set<string>(existsSync(sameFile) ? (JSON.parse(readFileSync(sameFile, 'utf8')) as string[]) : []);
  for (const language of languages.filter((code) => code !== 'en')) {
    const translated = read(language);
    if (!translated) {
      problems.push(`${where}/${language}.json: missing (${language} is offered, so its catalogue must be complete)`);
      continue;
    }
    for (const [key, text] of english) {
      const translation = translated.get(key);
      if (translation === undefined) problems.push(`${where}/${language}.json: missing key ${key}`);
      else if (!translation.trim()) problems.push(`${where}/${language}.json: empty ${key}`);
      else {
        if (placeholdersOf(translation) !== placeholdersOf(text)) problems.push(`${where}/${language}.json: ${key} has placeholders {${placeholdersOf(translation)}}, English has {${placeholdersOf(text)}}`);
        const words = text.replace(/\{\{[^}]*\}\}/g, '');
        if (translation === text && /[A-Za-z]{3,}/.test(words) && !sameAsEnglish.has(key)) problems.push(`${where}/${language}.json: ${key} is the English text untranslated (list it in same-as-english.json if it is a name)`);
      }
    }
    for (const key of translated.keys()) if (!english.has(key)) problems.push(`${where}/${language}.json: key ${key} is not in en.json`);
  }
  for (const key of english.keys()) if (!used(baseKey(key)) && !used(key)) problems.push(`${where}/en.json: key ${key} is not used by any source file`);
  for (const key of sameAsEnglish) if (!english.has(key)) problems.push(`${where}/same-as-english.json: ${key} is not in en.json`);
}

if (problems.length > 0) {
  console.error(`Message catalogues of ${relative(workspaceRoot, projectDir) || '.'}: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  // exitCode, not exit(): exit() ends the process before a piped stderr is flushed, so `| grep` saw only the first
  // few hundred lines of a long list.
  process.exitCode = 1;
}
