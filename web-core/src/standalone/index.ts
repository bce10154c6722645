// A separate entry (@astrosetu/web-core/standalone): only a remote's own index.html needs it, never the shell.
export * from './render-standalone-remote';
