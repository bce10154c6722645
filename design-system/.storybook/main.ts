import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    // CI and this machine are offline: no telemetry pings, no "what's new" fetches.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  docs: { defaultName: 'Docs' },
};

export default config;
