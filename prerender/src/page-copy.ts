// The words of the prerendered pages, read from the message catalogues the React remotes render with (the same
// JSON files, through the same translator: design-system's i18n), in every offered language. Nothing here holds
// copy of its own: a heading the app changes in its catalogue changes in the prerendered page with the next build.
import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '@astrosetu/contracts';
import { i18n, loadAllCatalogues, type Messages, type MessageValues } from '@astrosetu/design-system/i18n';
import { siteLanguages } from './languages';
import { Phrase } from './phrase';

/**
 * The catalogues of the remotes and the shell, by the namespace their use-text.ts registers them under
 * (page-copy.test.ts checks the names). Each is loaded for every offered language; the build bundles every
 * locale file of these folders, so a new language's catalogues need no change here.
 */
const catalogueFiles = {
  content: (language: string) => import(`../../mf-content/src/locales/${language}.json`),
  marketplace: (language: string) => import(`../../mf-marketplace/src/locales/${language}.json`),
  shell: (language: string) => import(`../../shell/src/locales/${language}.json`),
} satisfies Record<string, (language: string) => Promise<unknown>>;

export type Namespace = keyof typeof catalogueFiles;

/** Each language's own messages, per namespace: what a language really has, English fallbacks aside. */
const ownMessages = new Map<string, Partial<Record<Namespace, Messages>>>();
let loaded: Promise<void> | undefined;

const messagesOf = (module: unknown): Messages => {
  const value = module as { default?: Messages } & Messages;
  return (value.default && typeof value.default === 'object' ? value.default : value) as Messages;
};

/**
 * Loads every catalogue of every offered language into the translator, once. A language whose catalogue file is
 * missing (an offered language still being translated) is left out: its pages show English, marked as English.
 */
export function loadPageCopy(): Promise<void> {
  loaded ??= (async () => {
    for (const language of siteLanguages) {
      const own: Partial<Record<Namespace, Messages>> = {};
      for (const namespace of Object.keys(catalogueFiles) as Namespace[]) {
        try {
          own[namespace] = messagesOf(await catalogueFiles[namespace](language));
          i18n.addMessages(language, namespace, own[namespace]);
        } catch {
          // No catalogue in this language: English stands in for it, marked as English (phrase.ts).
        }
      }
      ownMessages.set(language, own);
      // design-system's own catalogue (the formatters' words: specializations) and any other registered one.
      try {
        await loadAllCatalogues(language);
      } catch {
        // A catalogue without a loader for this language: its words fall back to English.
      }
    }
  })();
  return loaded;
}

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

function hasMessage(messages: Messages | undefined, key: string, values?: MessageValues): boolean {
  const lookup = (path: string) => {
    let node: string | Messages | undefined = messages;
    for (const part of path.split('.')) {
      if (typeof node !== 'object' || !Object.hasOwn(node, part)) return false;
      node = node[part];
    }
    return typeof node === 'string';
  };
  const plural = typeof values?.count === 'number';
  return lookup(key) || (plural && PLURAL_FORMS.some((form) => lookup(`${key}_${form}`)));
}

export type PhraseValues = Record<string, string | number | Phrase>;

export interface PageCopy {
  /** The page's interface language (its ?lang=). */
  language: UiLanguage;
  /** The language of the whole document: the interface language, or an article's own. */
  documentLanguage: string;
  /** A catalogue message in the page's language, else in English (marked so). */
  t(namespace: Namespace, key: string, values?: PhraseValues): Phrase;
  /** Runs one of design-system's formatters (which follow the site's current language) in the page's language. */
  format<T>(formatter: () => T): T;
}

/**
 * The words of one page. The translator is the app's singleton, whose current language the formatters read too:
 * every lookup sets the page's language first and reads synchronously, so pages in different languages rendered
 * at the same time (between their API calls) never read each other's language.
 */
export function pageCopy(language: UiLanguage, documentLanguage: string = language): PageCopy {
  const switchLanguage = () => i18n.changeLanguage(language);
  return {
    language,
    documentLanguage,
    t(namespace, key, values) {
      switchLanguage();
      const plain = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value instanceof Phrase ? value.text : value]));
      const own = hasMessage(ownMessages.get(language)?.[namespace], key, plain);
      if (!own && !hasMessage(ownMessages.get(DEFAULT_UI_LANGUAGE)?.[namespace], key, plain)) {
        // The translator would show the key itself: a page must never publish that.
        throw new Error(`The ${namespace} catalogue has no message ${key}`);
      }
      return new Phrase(i18n.t(namespace, key, plain), own ? language : DEFAULT_UI_LANGUAGE, documentLanguage);
    },
    format(formatter) {
      switchLanguage();
      return formatter();
    },
  };
}
