// The names of zod-subset.mjs (see there): zod/v4/classic/external.js, less `core`, `locales`, toJSONSchema (a stub below),
// fromJSONSchema and the compiler (compile, withParser, ZodCompile*Error). A separate module so that the subset can
// export them both one by one and as the `z` namespace, as zod's own index does.
export * from 'astrosetu-zod-v4/classic/schemas.js';
export * from 'astrosetu-zod-v4/classic/checks.js';
export * from 'astrosetu-zod-v4/classic/errors.js';
export * from 'astrosetu-zod-v4/classic/parse.js';
export * from 'astrosetu-zod-v4/classic/compat.js';
export {
  globalRegistry,
  registry,
  config,
  memoizer,
  $output,
  $input,
  $brand,
  clone,
  regexes,
  treeifyError,
  prettifyError,
  formatError,
  flattenError,
  TimePrecision,
  util,
  NEVER,
  INVALID,
  toZod,
  getDiscriminatedOption,
} from 'astrosetu-zod-v4/core/index.js';
export { deepPartial } from 'astrosetu-zod-v4/classic/deep-partial.js';
export { input, output } from 'astrosetu-zod-v4/classic/in-out.js';
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from 'astrosetu-zod-v4/classic/iso.js';
export * as iso from 'astrosetu-zod-v4/classic/iso.js';
export * as coerce from 'astrosetu-zod-v4/classic/coerce.js';

/**
 * The OpenAPI document (contracts/src/endpoints/openapi-document.ts) is built by the API alone, but the contracts
 * barrel that the web imports re-exports it, so its `z.toJSONSchema` must link. No web page calls it.
 */
export function toJSONSchema() {
  throw new Error("zod's toJSONSchema is left out of the web's zod (tools/rspack/zod-subset.mjs): the API builds the OpenAPI document");
}
