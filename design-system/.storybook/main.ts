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
  viteFinal: (viteConfig) => {
    const rollupOptions = viteConfig.build?.rollupOptions ?? {};
    const previousOnWarn = rollupOptions.onwarn;
    return {
      ...viteConfig,
      build: {
        ...viteConfig.build,
        // The preview bundle holds Storybook itself plus every story; it is never a product bundle.
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          ...rollupOptions,
          onwarn(warning, defaultHandler) {
            // MUI marks its modules "use client" for React Server Components; meaningless in a client bundle.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (previousOnWarn) previousOnWarn(warning, defaultHandler);
            else defaultHandler(warning);
          },
        },
      },
    };
  },
};

export default config;
