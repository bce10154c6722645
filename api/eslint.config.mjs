import workspaceConfig from '../eslint.config.mjs';
import { apiBoundaries } from '../tools/eslint/api-boundaries.mjs';

export default [...workspaceConfig, apiBoundaries];
