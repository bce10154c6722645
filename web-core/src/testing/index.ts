// @astrosetu/web-core/testing: helpers for the web apps' Jest tests (never imported by application code).
export { http, HttpResponse } from 'msw';
export * from './api-server';
export * from './mock-api';
export * from './test-users';
