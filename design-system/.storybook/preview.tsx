import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { uiLanguageOf, uiLanguages } from '@astrosetu/contracts';
import { chooseLanguage } from '../src/i18n/language-choice';
import { AppThemeProvider } from '../src/theme/app-theme-provider';
import type { ColorMode } from '../src/theme/create-app-theme';

/** Every story renders inside the brand theme; the toolbar switches light and dark. */
const withAppTheme: Decorator = (Story, context) => {
  const mode: ColorMode = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <AppThemeProvider mode={mode}>
      <Story />
    </AppThemeProvider>
  );
};

/**
 * The toolbar's language: every catalogue (and the script's web font) is loaded before the story renders, so
 * designers see each component in Hindi and Tamil as the site shows it. Not remembered between sessions.
 */
const inLanguage: Loader = async (context) => {
  await chooseLanguage(uiLanguageOf(String(context.globals.language ?? '')) ?? 'en', { remember: false });
  return {};
};

const preview: Preview = {
  decorators: [withAppTheme],
  loaders: [inLanguage],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the interface',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: uiLanguages.map((language) => ({ value: language.code, title: `${language.nativeName} (${language.name})`, right: language.code })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    options: {
      storySort: { order: ['Theme', 'Layout', 'Money', 'Marketplace', 'Chat', 'Feedback', 'Charts'] },
    },
  },
};

export default preview;
