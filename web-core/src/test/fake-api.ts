import type { User } from '@astrosetu/contracts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: string;
}

type Answer = { status: number; body?: unknown } | 'network-error';

/**
 * Replaces fetch with a fake server: answers by "METHOD /path" and records every request as the browser would
 * send it, so tests can assert headers and bodies.
 */
export function installFakeApi(answers: Record<string, Answer>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const body = await input.text();
    requests.push({ method: input.method, path: url.pathname, headers: input.headers, credentials: input.credentials, body });
    const answer = answers[`${input.method} ${url.pathname}`];
    if (!answer) return new Response('no fake answer', { status: 500 });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer.body === undefined
      ? new Response(null, { status: answer.status })
      : new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { requests };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'Asha Rao',
    email: 'asha@example.com',
    role: 'user',
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    balance: 100000,
    ...overrides,
  };
}
