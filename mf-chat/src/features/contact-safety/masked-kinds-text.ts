import { uiLanguageInfo, type ContactKind } from '@astrosetu/contracts';
import { currentLanguage } from '@astrosetu/design-system/i18n';
import { useChatText } from '../../locales/use-text';

/**
 * "a phone number and a UPI ID", "a phone number, an e-mail address and a payment link", in the current language
 * (Intl.ListFormat joins the list the way the language does).
 */
export function maskedKindsText(kinds: readonly ContactKind[]): string {
  const t = useChatText.translate;
  const words = kinds.map((kind) => t(`contactSafety.kind.${kind}`));
  if (words.length === 0) return t('contactSafety.kind.any');
  return new Intl.ListFormat(uiLanguageInfo(currentLanguage()).locale, { style: 'long', type: 'conjunction' }).format(words);
}
