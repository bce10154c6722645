import type { Request, RequestHandler, Response, Router } from 'express';
import type { Endpoint, ParsedRequest, ResponseOf } from '@astrosetu/contracts';
import type { AuthGuards } from './auth-guards';
import { parseBody, parseParams, parseQuery } from './validate';

/**
 * A handler that wrote the answer itself (a file, a redirect, a stream) returns ANSWERED instead of a value. An object
 * rather than a symbol: TypeScript widens a unique symbol returned from an async function to `symbol`.
 */
export interface Answered {
  readonly answeredByHandler: true;
}
export const ANSWERED: Answered = Object.freeze({ answeredByHandler: true });

export type EndpointHandler<E extends Endpoint> = (
  request: ParsedRequest<E>,
  req: Request,
  res: Response,
) => Promise<ResponseOf<E> | Answered> | ResponseOf<E> | Answered;

/**
 * Mounts declared endpoints (contracts/src/endpoints) on a router: the path and method come from the declaration,
 * the access guard too (`extra` middleware, such as a rate limit or an upload parser, runs after it), each declared
 * part is parsed with its schema (a failure is the usual 400), and the handler's value is sent as JSON with the
 * declared status. No route is typed by hand.
 */
export function endpointServer(router: Router, guards?: AuthGuards) {
  return function serve<E extends Endpoint>(declared: E, ...rest: [...extra: RequestHandler[], handler: EndpointHandler<E>]): void {
    const handler = rest[rest.length - 1] as EndpointHandler<E>;
    const extra = rest.slice(0, -1) as RequestHandler[];
    const method = declared.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](declared.path, ...guardsFor(declared, guards), ...extra, async (req: Request, res: Response) => {
      const request = {
        params: declared.params ? parseParams(declared.params, req) : undefined,
        query: declared.query ? parseQuery(declared.query, req) : undefined,
        body: declared.body ? parseBody(declared.body, req) : undefined,
      } as ParsedRequest<E>;
      const answer = await handler(request, req, res);
      if (answer === ANSWERED) return;
      if (CHECK_ANSWERS) assertAnswerMatches(declared, answer);
      const status = declared.status ?? (declared.response.kind === 'empty' ? 204 : 200);
      if (status === 204) res.status(204).end();
      else res.status(status).json(answer);
    });
  };
}

/**
 * Under the API's tests every JSON answer is checked against its declared response schema, as the web will read it
 * (after JSON serialisation: dates become strings). A declaration that drifted from what the handler sends fails the
 * request (500) and the test that made it, instead of reaching a page as a silently different shape. Not in
 * production or development: the web already trusts the declaration, and the check costs a parse per answer.
 */
const CHECK_ANSWERS = process.env.NODE_ENV === 'test';

function assertAnswerMatches(declared: Endpoint, answer: unknown): void {
  const schema = declared.response.schema;
  if (!schema || declared.response.kind !== 'json') return;
  const sent: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  const checked = schema.safeParse(sent);
  if (checked.success) return;
  const issues = checked.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`${declared.method} ${declared.path} answered outside its declared ${declared.response.name}: ${issues.join('; ')}`);
}

/** A router without guards (the public astrology routes) may serve only endpoints that need none. */
function guardsFor(declared: Endpoint, guards: AuthGuards | undefined): RequestHandler[] {
  if (!guards && ['signed-in', 'user', 'astrologer', 'admin'].includes(declared.access)) {
    throw new Error(`${declared.method} ${declared.path} is for '${declared.access}' but its router has no guards`);
  }
  switch (declared.access) {
    case 'signed-in':
      return [guards!.requireAuth];
    case 'user':
    case 'astrologer':
    case 'admin':
      return [guards!.requireRole(declared.access)];
    case 'public':
    case 'loopback':
    case 'signature':
      return [];
  }
}
