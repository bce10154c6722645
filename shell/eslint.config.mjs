import workspaceConfig from '../eslint.config.mjs';
import { shellBoundaries } from '../tools/eslint/feature-boundaries.mjs';
import { webDeclaredRequests } from '../tools/eslint/declared-endpoint-rules.mjs';
import { webImportRules } from '../tools/eslint/web-import-rules.mjs';

export default [...workspaceConfig, webImportRules, shellBoundaries, webDeclaredRequests];
