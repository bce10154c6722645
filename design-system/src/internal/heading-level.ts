/** Which HTML heading a component renders, so the page keeps a correct outline wherever it is placed. */
export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
