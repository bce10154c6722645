import workspaceConfig from '../eslint.config.mjs';
import { featureBoundaries } from '../tools/eslint/feature-boundaries.mjs';
import { webDeclaredRequests } from '../tools/eslint/declared-endpoint-rules.mjs';
import { webImportRules } from '../tools/eslint/web-import-rules.mjs';

export default [...workspaceConfig, webImportRules, featureBoundaries, webDeclaredRequests];
