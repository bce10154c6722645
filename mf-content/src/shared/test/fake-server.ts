/**
 * A fake API for route-level tests: replaces fetch, answers by "METHOD /path", records every request as the
 * browser sent it (path, query and parsed body), so tests assert what a client sends and what a user sees.
 */

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export type FakeAnswer = { status: number; body?: unknown; contentType?: string } | 'network-error';
export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType?.includes('application/json')) return JSON.parse(text) as unknown;
  return text;
}

export function installFakeServer(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const fake: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: parseBody(await request.text(), request.headers.get('content-type')),
      headers: request.headers,
    };
    requests.push(fake);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: `No fake for ${request.method} ${url.pathname}` } }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    const answer = typeof route === 'function' ? await route(fake) : route;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer.body === undefined) return new Response(null, { status: answer.status });
    const contentType = answer.contentType ?? 'application/json';
    const payload = contentType === 'application/json' ? JSON.stringify(answer.body) : String(answer.body);
    return new Response(payload, { status: answer.status, headers: { 'Content-Type': contentType } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    requests,
    /** The requests made to one "METHOD /path". */
    callsTo: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
export const svgAnswer: FakeAnswer = {
  status: 200,
  contentType: 'image/svg+xml',
  body: '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" role="img" aria-label="North Indian birth chart"></svg>',
};

/** An answer the test releases when it wants, to look at the page while a request is still running. */
export function deferredAnswer() {
  let release: (answer: FakeAnswer) => void = () => undefined;
  const promise = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { route: () => promise, release };
}
