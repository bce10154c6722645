export * from './ids';
export * from './error';
export * from './messages';
export * from './auth';
