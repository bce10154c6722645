// `import('./en.json?complete')` (define-catalogue.ts, `completeEnglish`): the whole catalogue as a module of its own,
// apart from the sections a project bundles by name from the same file. The bundler tells the two apart by the query.
declare module '*.json?complete' {
  const messages: import('./define-catalogue').Messages;
  export default messages;
}
