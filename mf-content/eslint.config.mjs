import workspaceConfig from '../eslint.config.mjs';
import { webImportRules } from '../tools/eslint/web-import-rules.mjs';

export default [...workspaceConfig, webImportRules];
