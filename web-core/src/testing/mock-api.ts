import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { apiServer } from './api-server';

/** One request as the browser sent it, recorded for assertions on what the page asked for. */
export interface RecordedCall {
  method: string;
  path: string;
  /** The query string as parameters (page, pageSize, sort, ...). */
  params: Record<string, string>;
  /** The body: parsed JSON, text, or 'multipart' (a multipart body is not read). */
  body: unknown;
  contentType: string | null;
  headers: Headers;
  credentials: RequestCredentials;
}

export interface ApiAnswerValue {
  status: number;
  body?: unknown;
  /** JSON by default; any other type answers `body` as text (an SVG image, say). */
  contentType?: string;
}

/** An answer, a function of the call (it may answer differently each time), or a network failure. */
export type ApiAnswer = ApiAnswerValue | 'network-error' | ((call: RecordedCall) => ApiAnswerValue | 'network-error' | Promise<ApiAnswerValue | 'network-error'>);

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType?.includes('application/json')) return JSON.parse(text) as unknown;
  return text;
}

async function recordCall(request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type');
  return {
    method: request.method,
    path: url.pathname,
    params: Object.fromEntries(url.searchParams.entries()),
    // jsdom's File never finishes streaming into Node's Request, so a multipart body is not read here.
    body: contentType?.startsWith('multipart/form-data') ? 'multipart' : parseBody(await request.clone().text(), contentType),
    contentType,
    headers: request.headers,
    credentials: request.credentials,
  };
}

function toResponse(answer: ApiAnswerValue | 'network-error'): Response {
  if (answer === 'network-error') return HttpResponse.error();
  const { status, body, contentType = 'application/json' } = answer;
  if (body === undefined) return new HttpResponse(null, { status });
  const payload = contentType === 'application/json' ? JSON.stringify(body) : String(body);
  return new HttpResponse(payload, { status, headers: { 'Content-Type': contentType } });
}

/**
 * Answers the API by "METHOD /path" through Mock Service Worker handlers and records every call. A request with
 * no answer gets a 404 in the API's error shape, so a page's error path shows and the test notices the call.
 */
export function mockApi(answers: Record<string, ApiAnswer>) {
  const calls: RecordedCall[] = [];
  const answering =
    (answer: ApiAnswer | undefined): HttpResponseResolver =>
    async ({ request }) => {
      const call = await recordCall(request);
      calls.push(call);
      if (!answer) {
        return toResponse({ status: 404, body: { error: { code: 'NOT_FOUND', message: `no answer for ${call.method} ${call.path}` } } });
      }
      return toResponse(typeof answer === 'function' ? await answer(call) : answer);
    };
  const handlers = Object.entries(answers).map(([key, answer]) => {
    const [method, path] = key.split(' ') as [keyof typeof METHODS, string];
    return METHODS[method](path, answering(answer));
  });
  // The realtime socket's handshake (/socket.io/) is not an API call: it fails as if offline, unrecorded (pages that
  // test the socket inject a fake one).
  apiServer.use(...handlers, http.all(/\/socket\.io\//, () => HttpResponse.error()), http.all('*', answering(undefined)));
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo };
}

export const ok = (body: unknown): ApiAnswerValue => ({ status: 200, body });

/** An answer the test releases when it wants, to look at the page while a request is still running. */
export function deferredAnswer() {
  let release: (answer: ApiAnswerValue) => void = () => undefined;
  const promise = new Promise<ApiAnswerValue>((resolve) => {
    release = resolve;
  });
  return { answer: () => promise, release };
}

/** An answer that never arrives (to see loading states). */
export function never(): Promise<ApiAnswerValue> {
  return new Promise(() => undefined);
}

export const serverError = (message = 'Something went wrong on our side'): ApiAnswerValue => ({
  status: 500,
  body: { error: { code: 'INTERNAL', message } },
});
