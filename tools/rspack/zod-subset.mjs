// The site's zod: the classic API ('zod', `z.object(...)`), without the parts no web page uses.
//
// zod is a shared singleton (federation-shared.ts): the shell's start-up parses with the endpoint declarations'
// schemas (contracts/src/endpoints), and every remote's forms and API answers use it too; bundled per app it was
// downloaded once per container (~27 KiB gzipped each). A shared module is loaded whole, and zod's whole is ~92 KiB:
// its index carries every locale's messages (`z.locales`, 40+ languages), the core namespace (`z.core`, which
// re-exports the locales and the JSON Schema machinery again), JSON Schema conversion both ways and the parser
// compiler. This module is zod/v4/classic/external.js without those, ~40 KiB gzipped, English messages kept (set by
// classic/schemas.js). Every app's build maps 'zod' to this module (package-subsets.ts); the API and the tests use
// the real package. A web file using a name left out here fails its build (exportsPresence: 'error').
import * as z from './zod-subset-names.mjs';

export * from './zod-subset-names.mjs';
export { z, z as default };
