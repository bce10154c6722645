import { Router } from 'express';
import { categoriesQuerySchema, DEFAULT_LANGUAGE } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { parseQuery } from '../../shared/http/validate';
import { categoryRepository } from './category.repository';

/** GET /api/categories?language=hi: public; names in the language asked for, English otherwise. */
export function createCategoriesRouter(_ctx: AppContext): Router {
  const router = Router();
  router.get('/categories', async (req, res) => {
    const { language } = parseQuery(categoriesQuerySchema, req);
    res.json((await categoryRepository.catalog()).list(language ?? DEFAULT_LANGUAGE));
  });
  return router;
}
