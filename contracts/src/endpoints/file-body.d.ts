// A file response's body (fileResponse in endpoint.ts) is a Blob: the browser's (lib "DOM") and Node's (@types/node)
// global of that name, in the programs that use the contracts. The contracts are compiled with neither, as plain
// ES2023, so the name is declared here for their own type check. tsc 5 had found an empty stand-in in @types/react's
// globals, which it loaded for the JSX setting; tsc 7 loads those only for JSX (tools/typecheck.mjs).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- only the name; each platform's Blob fills it in
interface Blob {}
