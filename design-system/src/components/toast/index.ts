// @astrosetu/design-system/toast: provider, hook and look in one module. They must stay together: useToast
// reads the context ToastProvider fills, and one shared module means one context for the whole site.
export * from './toast';
export * from './toast-provider';
export * from './use-toast';
export * from './toast-types';
