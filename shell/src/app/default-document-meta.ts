import { onLanguageChange } from '@astrosetu/design-system/i18n';
import english from '../locales/en.json';
import { useShellText } from '../locales/use-text';

const { translate } = useShellText;

function descriptionTag(): HTMLMetaElement | null {
  return document.head.querySelector('meta[name="description"]');
}

/**
 * The site's own title and description (index.html's, for pages that set none) in the current language, now and
 * after every switch. A page's own title (useDocumentMeta) is left alone: only the default is replaced.
 */
export function keepDefaultDocumentMetaInLanguage(): () => void {
  // index.html's (English) defaults; a prerendered page arrives with its own, which stay.
  let shownTitle = english.meta.title;
  let shownDescription = english.meta.description;
  const apply = () => {
    const title = translate('meta.title');
    const description = translate('meta.description');
    if (document.title === shownTitle) document.title = title;
    const tag = descriptionTag();
    if (tag && tag.content === shownDescription) tag.content = description;
    shownTitle = title;
    shownDescription = description;
  };
  apply();
  return onLanguageChange(apply);
}
