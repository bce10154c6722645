import type { z } from 'zod';

/**
 * One declaration per HTTP endpoint (issue 34): the method, the path, who may call it, and the schemas of its
 * path parameters, query and body. The API mounts its Express routes from these (api/src/shared/http/serve-endpoint.ts),
 * the web builds its RTK Query requests from their routes (method and path, endpoint-routes.ts, written from these by
 * tools/contracts/write-endpoint-routes.ts, so a page that parses nothing loads no zod), and the OpenAPI document served at
 * /api/docs in development is generated from them (openapi-document.ts). Neither side types a URL by hand.
 *
 * Paths use Express's `:name` placeholders, relative to /api.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it. The API applies the guard for the first five; `loopback` (development tools that answer only
 * direct local requests) and `signature` (a gateway's callback, checked by its signature) name a guard the route
 * supplies itself.
 */
export type EndpointAccess = 'public' | 'signed-in' | 'user' | 'astrologer' | 'admin' | 'loopback' | 'signature';

/**
 * What a successful answer carries. `schema` where contracts has one (the OpenAPI document shows it); otherwise
 * the TypeScript type alone, named for the document. `kind` says when the answer is not JSON.
 */
export interface EndpointResponse<T> {
  readonly name: string;
  readonly schema?: z.ZodType;
  readonly kind: 'json' | 'file' | 'redirect' | 'empty';
  /** Type-level only: the answer's TypeScript type. */
  readonly __type?: T;
}

/** A JSON answer of TypeScript type T, named `name` in the OpenAPI document. */
export function jsonResponse<T>(name: string): EndpointResponse<T> {
  return { name, kind: 'json' };
}

/** A JSON answer described by a contracts schema. */
export function schemaResponse<S extends z.ZodType>(name: string, schema: S): EndpointResponse<z.output<S>> {
  return { name, schema, kind: 'json' };
}

/** A file (PDF, image, XML, CSV): the route streams it. */
export function fileResponse(name: string): EndpointResponse<Blob> {
  return { name, kind: 'file' };
}

/** A redirect to another page. */
export function redirectResponse(name: string): EndpointResponse<never> {
  return { name, kind: 'redirect' };
}

/** No body (204). */
export const emptyResponse: EndpointResponse<void> = { name: 'No content', kind: 'empty' };

export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response = unknown,
> {
  readonly method: HttpMethod;
  readonly path: string;
  /** One line for the OpenAPI document and for a reader of the table. */
  readonly summary: string;
  readonly access: EndpointAccess;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  readonly response: EndpointResponse<Response>;
  /** The status of a successful answer; 200 unless said (201 for a created resource, 204 for none). */
  readonly status?: 200 | 201 | 202 | 204;
}

/**
 * An endpoint's method and path alone, typed by its declaration (`__endpoint` is type-level only): what the web builds
 * requests from (endpoint-routes.ts, written from the declarations), so that calling the API does not evaluate the
 * declarations' schemas and bring zod into every page.
 */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  readonly __endpoint?: E;
}

/** The routes of a group of declarations, name by name (the generated routes/*-routes.ts files). */
export type RoutesOf<Group> = { readonly [Name in keyof Group]: Group[Name] extends Endpoint ? EndpointRoute<Group[Name]> : never };

/** A declaration or its route: what requestTo, apiUrlOf and apiPathParamsOf read (the method and path). */
export type EndpointOrRoute<E extends Endpoint> = E | EndpointRoute<E>;

/** Declares an endpoint, keeping its literal types (so each side infers the exact shapes). */
export function endpoint<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response = unknown,
>(declaration: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return declaration;
}

type Output<S> = [S] extends [z.ZodType] ? z.output<S> : undefined;
type Input<S> = [S] extends [z.ZodType] ? z.input<S> : undefined;
/** The declared schema of one part (undefined when the endpoint has none), read from the declaration's own type parameters. */
type ParamsSchema<E> = E extends Endpoint<infer P, z.ZodType | undefined, z.ZodType | undefined, unknown> ? P : undefined;
type QuerySchema<E> = E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType | undefined, unknown> ? Q : undefined;
type BodySchema<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer B, unknown> ? B : undefined;

/** What the API's handler receives: each declared part, parsed and validated. */
export interface ParsedRequest<E extends Endpoint> {
  params: Output<ParamsSchema<E>>;
  query: Output<QuerySchema<E>>;
  body: Output<BodySchema<E>>;
}

/** What the web sends: only the parts the endpoint declares. */
export type RequestParts<E extends Endpoint> = ([ParamsSchema<E>] extends [z.ZodType] ? { params: Input<ParamsSchema<E>> } : { params?: never }) &
  ([QuerySchema<E>] extends [z.ZodType] ? { query: Input<QuerySchema<E>> } : { query?: never }) &
  ([BodySchema<E>] extends [z.ZodType] ? { body: Input<BodySchema<E>> } : { body?: never });

export type ResponseOf<E extends Endpoint> = E['response'] extends EndpointResponse<infer T> ? T : never;

/**
 * Where the API is mounted on the site's origin: the declared paths are relative to it. The web's RTK Query base URL
 * and apiUrlOf use it; nothing else types it.
 */
export const API_BASE_PATH = '/api';

/** The placeholders of an Express path, in order (`/consultations/:id/end` → ['id']). */
export function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

/** The path with its placeholders filled (each value URL-encoded); a missing one is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_placeholder, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The request the web sends for an endpoint: its URL relative to /api (placeholders filled), method, query
 * parameters and JSON body, in the shape RTK Query's fetchBaseQuery takes.
 */
export function requestTo<E extends Endpoint>(
  declared: EndpointOrRoute<E>,
  ...parts: Partial<RequestParts<E>> extends RequestParts<E> ? [RequestParts<E>?] : [RequestParts<E>]
): { url: string; method: HttpMethod; params?: Record<string, unknown>; body?: unknown } {
  const given = (parts[0] ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  // No query parameter left: no `params` at all, so the URL carries no bare '?'.
  const query = given.query !== undefined ? withoutUndefined(given.query) : {};
  return {
    url: fillPath(declared.path, given.params),
    method: declared.method,
    ...(Object.keys(query).length > 0 ? { params: query } : {}),
    ...(given.body !== undefined ? { body: given.body } : {}),
  };
}

function withoutUndefined(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/**
 * The same-origin URL of an endpoint (`/api/...`, query string included) for what cannot go through RTK Query:
 * an <img src>, a download link, a plain fetch of a file.
 */
export function apiUrlOf<E extends Endpoint>(
  declared: EndpointOrRoute<E>,
  ...parts: Partial<RequestParts<E>> extends RequestParts<E> ? [RequestParts<E>?] : [RequestParts<E>]
): string {
  const given = (parts[0] ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const query = Object.entries(given.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${API_BASE_PATH}${fillPath(declared.path, given.params)}${query ? `?${query}` : ''}`;
}

/**
 * The converse of apiUrlOf for an address without a query string: the decoded path parameters when `url` is one of
 * the endpoint's same-origin addresses, otherwise null. For code that keeps such a URL (an uploaded image's address in
 * a record) and must tell it from any other.
 */
export function apiPathParamsOf(declared: Pick<Endpoint, 'path'>, url: string): Record<string, string> | null {
  const pattern = declared.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '([^/?#]+)');
  const match = new RegExp(`^${API_BASE_PATH}${pattern}$`).exec(url);
  if (!match) return null;
  try {
    return Object.fromEntries(pathPlaceholders(declared.path).map((name, index) => [name, decodeURIComponent(match[index + 1] as string)]));
  } catch {
    // A malformed escape (%E0%A4) is no address the API built.
    return null;
  }
}
