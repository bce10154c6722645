// Import rules for the web apps and web-core, on top of the workspace config. Shared federation modules are
// not tree-shaken, so a barrel import would put a whole library on the first page load.
export const webImportRules = {
  files: ['**/*.ts', '**/*.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: '@mui/material', message: "Import the component's own path (e.g. '@mui/material/Button'): the barrel is shared whole, 400+ KB." },
          { name: '@mui/icons-material', message: "Import the icon's own path (e.g. '@mui/icons-material/Menu')." },
          {
            name: '@astrosetu/design-system',
            message:
              "Import the component's entry (e.g. '@astrosetu/design-system/toast', '.../astrologer-card'): each entry is a shared module, the barrel loads them all.",
          },
          { name: 'react-router/dom', message: 'Data routers are not part of the shared router (tools/rspack/react-router-declarative.mjs).' },
        ],
      },
    ],
  },
};
