// Types of page-html.mjs for the TypeScript that imports it (prerender/src/server.ts).
export declare function shellPageHtml(root: string): (pathname: string) => string | undefined;
export declare function sendPageHtml(
  pageHtml: (pathname: string) => string | undefined,
  request: unknown,
  response: unknown,
  next: () => void,
  withSecurityHeaders: (request: unknown, response: unknown) => void,
): void;
