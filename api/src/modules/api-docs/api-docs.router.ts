import { Router } from 'express';
import { allDeclaredEndpoints, apiDocsEndpoints, openApiDocument } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { endpointServer } from '../../shared/http/serve-endpoint';

/**
 * GET /api/docs: the OpenAPI document generated from contracts' endpoint declarations, for developers and tools
 * (paste it into any OpenAPI viewer). Production does not serve it: the path answers 404 there like any unknown one.
 */
export function createApiDocsRouter(ctx: AppContext): Router {
  const router = Router();
  if (ctx.config.env === 'production') return router;
  const document = openApiDocument(allDeclaredEndpoints(), { title: 'AstroSetu API', version: '1' });
  endpointServer(router, ctx.guards)(apiDocsEndpoints.openApi, () => document);
  return router;
}
