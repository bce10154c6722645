// Font files imported by script-fonts.ts: the bundler (rspack's asset modules, Vite in Storybook) gives their URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
