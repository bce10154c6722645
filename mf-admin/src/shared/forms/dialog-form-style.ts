import type { CSSProperties } from 'react';

/**
 * A form that wraps a dialog's title, content and actions must itself be the dialog paper's flex column, or the
 * content does not scroll and the actions slide out of view on a short screen.
 */
export const dialogFormStyle: CSSProperties = { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' };
