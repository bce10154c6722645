import { chooseLanguage, currentLanguage, storedLanguageChoice } from '@astrosetu/design-system/i18n';
import type { UiLanguage, User } from '@astrosetu/contracts';
import { readStoredToken } from '../session/credentials-storage';
import type { AppThunk } from '../store/app-store';
import { languageApi } from './language-api';

/** Saves a signed-in user's language to their account; a failure is logged (the site has switched anyway). */
function saveToAccount(language: UiLanguage): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (!readStoredToken()) return;
    const result = await dispatch(languageApi.endpoints.saveUiLanguage.initiate({ language }));
    if ('error' in result) console.warn('The language could not be saved to the account.', result.error);
  };
}

/** The visitor picks a language (the menu): the whole site switches, and a signed-in user's account keeps it. */
export function chooseSiteLanguage(language: UiLanguage): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await chooseLanguage(language);
    await dispatch(saveToAccount(language));
  };
}

/**
 * On sign-in (and when a stored session is confirmed): a language chosen on this device wins, and the account
 * learns it; without one, the account's language is applied (a phone signing in for the first time opens in the
 * language the person chose elsewhere).
 */
export function reconcileAccountLanguage(user: User): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const chosenHere = storedLanguageChoice();
    if (chosenHere) {
      if (chosenHere !== user.uiLanguage) await dispatch(saveToAccount(chosenHere));
      return;
    }
    if (user.uiLanguage && user.uiLanguage !== currentLanguage()) await chooseLanguage(user.uiLanguage);
  };
}
