// jest-axe ships no types and @types/jest-axe is not installed: the small surface we use, typed here.
declare module 'jest-axe' {
  import type { AxeResults, RunOptions, Spec } from 'axe-core';

  export interface JestAxeConfigureOptions extends RunOptions {
    globalOptions?: Spec;
    impactLevels?: Array<'minor' | 'moderate' | 'serious' | 'critical'>;
  }
  export type JestAxe = (html: Element | string, options?: RunOptions) => Promise<AxeResults>;
  export const axe: JestAxe;
  export function configureAxe(options?: JestAxeConfigureOptions): JestAxe;
  export const toHaveNoViolations: {
    toHaveNoViolations(results: AxeResults): { pass: boolean; message(): string };
  };
}

declare namespace jest {
  interface Matchers<R> {
    toHaveNoViolations(): R;
  }
}
