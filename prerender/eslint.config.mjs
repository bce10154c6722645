import workspaceConfig from '../eslint.config.mjs';
import { webDeclaredRequests } from '../tools/eslint/declared-endpoint-rules.mjs';

// The prerender calls the API like the web does: from the declarations (apiUrlOf), never a typed '/api/...' address.
// test-site.ts stands in for the API in the tests, so it answers at the API's paths.
export default [...workspaceConfig, { ...webDeclaredRequests, ignores: [...webDeclaredRequests.ignores, 'src/test-site.ts'] }];
