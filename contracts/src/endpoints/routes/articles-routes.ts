// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { articlesEndpoints } from '../articles-endpoints';

export const articlesRoutes: RoutesOf<typeof articlesEndpoints> = {
  published: { method: 'GET', path: '/articles' },
  bySlug: { method: 'GET', path: '/articles/:slug' },
  adminList: { method: 'GET', path: '/admin/articles' },
  adminOne: { method: 'GET', path: '/admin/articles/:id' },
  create: { method: 'POST', path: '/admin/articles' },
  update: { method: 'PUT', path: '/admin/articles/:id' },
  delete: { method: 'DELETE', path: '/admin/articles/:id' },
};
