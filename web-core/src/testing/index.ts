// @astrosetu/web-core/testing: helpers for the web apps' Jest tests (never imported by application code).
export * from './fake-api';
