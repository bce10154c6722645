import { z } from 'zod';
import { categoriesQuerySchema, categorySchema } from '../category';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** The blog's categories (api/src/modules/categories). */
export const categoriesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/categories',
    summary: 'The blog categories, named in the language asked for (English where there is no translation)',
    access: 'public',
    query: categoriesQuerySchema,
    response: schemaResponse('Category[]', z.array(categorySchema)),
  }),
} satisfies Record<string, Endpoint>;
