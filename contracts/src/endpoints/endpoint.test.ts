import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { apiPathParamsOf, apiUrlOf, endpoint, fillPath, jsonResponse, requestTo } from './endpoint';
import { openApiDocument } from './openapi-document';
import { waitlistEndpoints } from './waitlist-endpoints';

const report = endpoint({
  method: 'GET',
  path: '/orders/:id/files/:name',
  summary: 'A file of an order',
  access: 'user',
  params: z.object({ id: z.coerce.number().int(), name: z.string() }),
  query: z.object({ lang: z.string().optional() }),
  response: jsonResponse<{ ok: true }>('Ok'),
});

describe('endpoint declarations', () => {
  it('fills each placeholder with its URL-encoded value', () => {
    expect(fillPath('/orders/:id/files/:name', { id: 7, name: 'report (hi).pdf' })).toBe('/orders/7/files/report%20(hi).pdf');
  });

  it('refuses a path whose placeholder has no value, rather than calling a wrong URL', () => {
    expect(() => fillPath('/orders/:id', {})).toThrow('/orders/:id: no value for :id');
  });

  it('builds the request the web sends: method, URL, query and body only when declared', () => {
    expect(requestTo(waitlistEndpoints.join, { body: { astrologerId: 3 } })).toEqual({ url: '/waitlist', method: 'POST', body: { astrologerId: 3 } });
    expect(requestTo(waitlistEndpoints.mine)).toEqual({ url: '/waitlist/mine', method: 'GET' });
    expect(requestTo(report, { params: { id: 2, name: 'a' }, query: { lang: undefined } })).toEqual({ url: '/orders/2/files/a', method: 'GET' });
    expect(requestTo(report, { params: { id: 2, name: 'a' }, query: { lang: 'ta' } }).params).toEqual({ lang: 'ta' });
  });

  it('gives a same-origin URL with its query string for links and images', () => {
    expect(apiUrlOf(report, { params: { id: 2, name: 'a b' }, query: { lang: 'hi' } })).toBe('/api/orders/2/files/a%20b?lang=hi');
    expect(apiUrlOf(waitlistEndpoints.mine)).toBe('/api/waitlist/mine');
  });

  it('reads an address apiUrlOf built back into its path parameters, and nothing else', () => {
    expect(apiPathParamsOf(report, apiUrlOf(report, { params: { id: 2, name: 'a b' }, query: {} }))).toEqual({ id: '2', name: 'a b' });
    expect(apiPathParamsOf(waitlistEndpoints.mine, '/api/waitlist/mine')).toEqual({});
    expect(apiPathParamsOf(report, '/api/orders/2/files/a/b')).toBeNull();
    expect(apiPathParamsOf(report, '/api/orders/2/files/a?lang=hi')).toBeNull();
    expect(apiPathParamsOf(report, '/orders/2/files/a')).toBeNull();
    expect(apiPathParamsOf(report, '/api/orders/2/files/%E0%A4')).toBeNull();
  });

  it('documents path and query parameters, bodies and guarded access in OpenAPI form', () => {
    const document = openApiDocument([report, waitlistEndpoints.join], { title: 't', version: '1' }) as {
      paths: Record<string, Record<string, { parameters: Array<{ name: string; in: string; required: boolean }>; security?: unknown; requestBody?: unknown }>>;
    };
    const get = document.paths['/orders/{id}/files/{name}']?.get;
    expect(get?.parameters.map(({ name, in: where, required }) => `${where}:${name}:${required}`)).toEqual(['path:id:true', 'path:name:true', 'query:lang:false']);
    expect(get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/waitlist']?.post?.requestBody).toBeDefined();
  });
});
