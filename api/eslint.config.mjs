import workspaceConfig from '../eslint.config.mjs';
import { apiBoundaries } from '../tools/eslint/api-boundaries.mjs';
import { apiDeclaredRoutes } from '../tools/eslint/declared-endpoint-rules.mjs';

export default [...workspaceConfig, apiBoundaries, apiDeclaredRoutes];
