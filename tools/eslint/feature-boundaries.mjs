import boundaries from 'eslint-plugin-boundaries';

// Feature boundaries inside a web app (the bulletproof-react layout): pages compose features; a feature never
// imports another feature or a page; shared code imports neither. Checked by eslint-plugin-boundaries on every
// import, dynamic ones included. Paths are relative to the app's folder (each app is linted from there).
export const featureBoundaries = {
  files: ['src/**/*.ts', 'src/**/*.tsx'],
  // Tests render whole routes (pages with their features): they are the composition, not a feature.
  ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/shared/test/**'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/elements': [
      { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
      { type: 'page', pattern: 'src/pages' },
      { type: 'shared', pattern: 'src/shared' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.captured.feature }}' } } } },
            message: 'A feature does not import another feature ({{ to.captured.feature }}): the page composes them.',
          },
          {
            from: { element: { types: { anyOf: ['feature', 'shared'] } } },
            disallow: { to: { element: { type: 'page' } } },
            message: 'Only the router imports pages.',
          },
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { type: 'feature' } } },
            message: 'Shared code imports no feature.',
          },
        ],
      },
    ],
  },
};

// The shell's own areas: the app composes the layout, the sign-in pages and the remote loader; the route table
// (routing) is what everyone reads and may place remote pages. No area imports another area or the app.
export const shellBoundaries = {
  files: ['src/**/*.ts', 'src/**/*.tsx'],
  ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/test/**'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/elements': [
      { type: 'area', pattern: 'src/(layout|login|remotes)', capture: ['area'] },
      { type: 'routing', pattern: 'src/routing' },
      { type: 'app', pattern: 'src/app' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'area' } },
            disallow: { to: { element: { type: 'area', captured: { area: '!{{ from.captured.area }}' } } } },
            message: 'A shell area does not import another area ({{ to.captured.area }}): the app composes them.',
          },
          {
            from: { element: { types: { anyOf: ['area', 'routing'] } } },
            disallow: { to: { element: { type: 'app' } } },
            message: 'Only the entry imports the app.',
          },
        ],
      },
    ],
  },
};
