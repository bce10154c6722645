import { endpoint, jsonResponse } from './endpoint';

/** Developer documentation of the API itself (development only). */
export const apiDocsEndpoints = {
  openApi: endpoint({
    method: 'GET',
    path: '/docs',
    summary: 'The OpenAPI 3.1 document of every declared endpoint (not served in production)',
    access: 'public',
    response: jsonResponse<Record<string, unknown>>('OpenAPI document'),
  }),
};
