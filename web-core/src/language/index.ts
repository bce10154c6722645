export * from './language-api';
export * from './refetch-on-language-change';
export * from './site-language';
export * from './use-site-language';
