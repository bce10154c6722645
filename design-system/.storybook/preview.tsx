import type { Decorator, Preview } from '@storybook/react-vite';
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

const preview: Preview = {
  decorators: [withAppTheme],
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
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    options: {
      storySort: { order: ['Theme', 'Layout', 'Money', 'Marketplace', 'Chat', 'Feedback', 'Charts'] },
    },
  },
};

export default preview;
