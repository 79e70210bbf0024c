import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../shared-ui/src/**/*.stories.@(ts|tsx)',
    '../sites/src/**/*.stories.@(ts|tsx)',
    '../admin/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  staticDirs: ['../shared-ui/public'],
  core: { disableTelemetry: true },
};

export default config;
