/**
 * Styles that hide text from sight but not from screen readers (for labels the layout already implies).
 * Lengths are strings: in MUI's sx a bare 1 would mean 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
