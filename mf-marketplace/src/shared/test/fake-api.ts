/** One recorded request, as the browser sent it. */
export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface FakeAnswerValue {
  status: number;
  body?: unknown;
}

/** An answer by "METHOD /path"; a function sees the call (and may answer differently each time). */
export type FakeAnswer = FakeAnswerValue | ((call: RecordedCall) => FakeAnswerValue | Promise<FakeAnswerValue>);

/**
 * Replaces fetch with a fake API: answers by "METHOD /path", records every call. An unknown path answers
 * 404 in the API's error shape, so a test notices a call it did not expect.
 */
export function installFakeApi(answers: Record<string, FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost').toString(), init) : input;
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = { method: request.method, path: url.pathname, search: url.search, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const answer = answers[`${request.method} ${url.pathname}`];
    const { status, body } = answer
      ? typeof answer === 'function'
        ? await answer(call)
        : answer
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: `no fake answer for ${request.method} ${url.pathname}` } } };
    return body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, fetchMock };
}

/** An answer that never arrives (to see loading states). */
export function never(): Promise<FakeAnswerValue> {
  return new Promise(() => undefined);
}
