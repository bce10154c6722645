import { useEffect, useRef } from 'react';
import { useLanguage } from '@astrosetu/design-system/i18n';

/**
 * validateWithSchema translates a message when it validates: a message already on screen stays in the language it
 * was shown in when the visitor switches. When the language changes and the form shows an error, the form is
 * validated again, so its messages follow the new language (chooseLanguage switches only once the validation
 * catalogue of the new language has arrived). A server's field message is replaced by the schema's verdict then.
 */
export function useRevalidateOnLanguageChange(showsError: boolean, validateForm: () => unknown): void {
  const { language } = useLanguage();
  const validatedIn = useRef(language);
  useEffect(() => {
    if (validatedIn.current === language) return;
    validatedIn.current = language;
    if (showsError) void validateForm();
    // Only a language change re-validates: errors and the form's function change with every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}
