/**
 * A list laid out as a CSS grid (each caller gives its columns and gap): the home page's lists draw with the Box the
 * shell already loaded, where MUI's Grid would add ~2.3 KiB gzipped to the first visit (issue 37's 250 KiB budget).
 * `minmax(0, 1fr)` columns let a long word wrap inside its cell instead of widening the column.
 */
export const gridList = { display: 'grid', listStyle: 'none', p: 0, m: 0 } as const;
