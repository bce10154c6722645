export * from './theme/create-app-theme';
export * from './theme/app-theme-provider';
