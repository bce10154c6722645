// One declaration per endpoint (issue 34): the API mounts its routes from contracts/src/endpoints and the web builds
// its requests from the same declarations, so a URL typed by hand on either side fails lint.

/** Objects that are Express routers or apps by name (a Map's or a Headers' get() is not a route). */
const routerObject = "[callee.object.name=/^(router|app|api)$|Router$/]";
const routeMethod = '[callee.property.name=/^(get|post|put|patch|delete|all)$/]';
const mount = "[callee.property.name='use']";
const literalFirstArgument = ':matches([arguments.0.type="Literal"], [arguments.0.type="TemplateLiteral"])';

const declareInContracts =
  'Declare the endpoint in contracts/src/endpoints (endpoint({...})) and mount it with endpointServer(router, guards) (api/src/shared/http/serve-endpoint.ts); no path is typed in a router.';

/**
 * api/src routers: no route mounted beside endpointServer (router.get/post/put/patch/delete/all, whatever the path),
 * and no router or middleware mounted at a typed path (router.use('/x', ...)). A path-less router.use (a
 * sub-router, a middleware) stays allowed; the sandbox gateway's catch-all 405 route is the one documented exception
 * (an eslint-disable on its line, and api/test/declared-endpoints.test.ts names it).
 */
export const apiDeclaredRoutes = {
  files: ['src/modules/**/*.ts', 'src/astrology/**/*.ts', 'src/shared/**/*.ts'],
  ignores: ['src/**/*.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `CallExpression${routerObject}${mount}${literalFirstArgument}`, message: declareInContracts },
      { selector: `CallExpression${routerObject}${routeMethod}`, message: declareInContracts },
    ],
  },
};

const buildFromDeclaration =
  'Build the request from its route (contracts/src/endpoints/endpoint-routes.ts, written from the declarations): requestTo(xxxRoutes.name, { params, query, body }) for RTK Query, apiUrlOf(xxxRoutes.name, ...) for a link, an <img> or a plain fetch. No URL is typed by hand.';

const routesNotDeclarations =
  "Import the route (xxxRoutes), not the declaration (xxxEndpoints): a declaration evaluates its zod schemas, which would then ship with every app that calls the API, the shell's start-up included (issue 37).";

const handTypedUrl = ':matches(Literal[value=/^\\//], TemplateLiteral)';

/**
 * The web projects' sources (tests aside): an RTK Query endpoint's query returns requestTo(...), not a string; a
 * `url:` is not typed; no '/api/...' address appears in code; requests are built from routes, not declarations.
 */
export const webDeclaredRequests = {
  files: ['src/**/*.ts', 'src/**/*.tsx'],
  ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/test/**', 'src/**/test/**', 'src/**/*.stories.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "Property[key.name='query'] > :function > :matches(Literal, TemplateLiteral).body", message: buildFromDeclaration },
      {
        selector: "Property[key.name='query'] > :function > BlockStatement > ReturnStatement > :matches(Literal, TemplateLiteral).argument",
        message: buildFromDeclaration,
      },
      { selector: `Property[key.name='url'] > ${handTypedUrl}.value`, message: buildFromDeclaration },
      { selector: 'Literal[value=/^\\/api(\\/|\\?|$)/]', message: buildFromDeclaration },
      { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|\\?|$)/]', message: buildFromDeclaration },
      { selector: "ImportDeclaration[source.value='@astrosetu/contracts'] > ImportSpecifier[imported.name=/Endpoints$/]", message: routesNotDeclarations },
    ],
  },
};
