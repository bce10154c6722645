/** One recorded request, as the browser sent it. */
export interface RecordedCall {
  method: string;
  path: string;
  /** The query string as parameters (page, pageSize, sort, ...). */
  params: Record<string, string>;
  body: unknown;
  contentType: string | null;
}

export interface FakeAnswerValue {
  status: number;
  body?: unknown;
  /** JSON by default; any other type answers `body` as text (an SVG image, say). */
  contentType?: string;
}

/** An answer by "METHOD /path"; a function sees the call (and may answer differently each time). */
export type FakeAnswer = FakeAnswerValue | ((call: RecordedCall) => FakeAnswerValue | Promise<FakeAnswerValue>);

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType?.includes('application/json')) return JSON.parse(text) as unknown;
  return text;
}

/**
 * Replaces fetch with a fake API: answers by "METHOD /path", records every call. An unknown path answers 404 in
 * the API's error shape, so a test notices a call it did not expect.
 */
export function installFakeApi(answers: Record<string, FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost').toString(), init) : input;
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type');
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      params: Object.fromEntries(url.searchParams.entries()),
      // jsdom's File never finishes streaming into Node's Request, so a multipart body is not read here.
      body: contentType?.startsWith('multipart/form-data') ? 'multipart' : parseBody(await request.text(), contentType),
      contentType,
    };
    calls.push(call);
    const answer = answers[`${request.method} ${url.pathname}`];
    const { status, body, contentType: answerType = 'application/json' } = answer
      ? typeof answer === 'function'
        ? await answer(call)
        : answer
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: `no fake answer for ${request.method} ${url.pathname}` } } };
    if (body === undefined) return new Response(null, { status });
    const payload = answerType === 'application/json' ? JSON.stringify(body) : String(body);
    return new Response(payload, { status, headers: { 'Content-Type': answerType } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, fetchMock };
}

export const ok = (body: unknown): FakeAnswerValue => ({ status: 200, body });

/** An answer the test releases when it wants, to look at the page while a request is still running. */
export function deferredAnswer() {
  let release: (answer: FakeAnswerValue) => void = () => undefined;
  const promise = new Promise<FakeAnswerValue>((resolve) => {
    release = resolve;
  });
  return { answer: () => promise, release };
}

/** An answer that never arrives (to see loading states). */
export function never(): Promise<FakeAnswerValue> {
  return new Promise(() => undefined);
}

export const serverError = (message = 'Something went wrong on our side'): FakeAnswerValue => ({
  status: 500,
  body: { error: { code: 'INTERNAL', message } },
});
