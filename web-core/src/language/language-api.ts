import { profileRoutes, requestTo, type UiLanguageRequest } from '@astrosetu/contracts';
import { baseApi } from '../api/base-api';

/** The signed-in user's language for the site, e-mails and PDFs (contracts uiLanguageRequestSchema). */
export const languageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveUiLanguage: build.mutation<unknown, UiLanguageRequest>({
      query: (body) => requestTo(profileRoutes.setLanguage, { body }),
    }),
  }),
});

export const { useSaveUiLanguageMutation } = languageApi;
