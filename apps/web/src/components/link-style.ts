/** A link's look for anchors and link-like buttons of the light pages (no MUI Link on the first load). */
export const linkStyle = {
  color: 'primary.main',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  background: 'none',
  border: 0,
  p: 0,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { textDecorationThickness: '2px' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: '2px' },
} as const;
