import { Router } from 'express';
import { categoriesEndpoints, DEFAULT_LANGUAGE } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { categoryRepository } from './category.repository';

/** GET /api/categories?language=hi: public; names in the language asked for, English otherwise. */
export function createCategoriesRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  serve(categoriesEndpoints.list, async ({ query }) => (await categoryRepository.catalog()).list(query.language ?? DEFAULT_LANGUAGE));
  return router;
}
