import { z } from 'zod';
import { uiLanguages, type UiLanguage } from './ui-language';
import { validationText } from './validation-text';

export const uiLanguageSchema = z.enum(uiLanguages.map((language) => language.code) as [UiLanguage, ...UiLanguage[]], {
  message: validationText('common.language'),
});

/** PUT /api/profile/language: the signed-in user's language for the site, e-mails and PDFs. */
export const uiLanguageRequestSchema = z.object({ language: uiLanguageSchema });
export type UiLanguageRequest = z.infer<typeof uiLanguageRequestSchema>;
