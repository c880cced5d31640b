/** Hides content visually while keeping it for screen readers (and focusable when it is a control). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The same, as MUI's own `@mui/utils/visuallyHidden` is imported (the build resolves that name here). */
export default visuallyHidden;
