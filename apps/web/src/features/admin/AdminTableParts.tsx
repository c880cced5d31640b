import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { styled } from '@mui/material/styles';
import type { AriaAttributes, ReactNode } from 'react';

/* The admin session list's table: its stylesheet, its icons drawn once, its round icon buttons. */

/**
 * The list's looks as one stylesheet (a table of plain elements and buttons): with all rows
 * shown, a thousand rows styled element by element (MUI's table cells and icon buttons) took
 * most of the list's render.
 */
export const AdminTable = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  ...theme.typography.body2,
  '& th, & td': {
    padding: '6px 16px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    textAlign: 'left',
    verticalAlign: 'middle',
  },
  '& th': { fontWeight: 500, lineHeight: 1.5 },
  '& .al-expand': { width: 40, padding: '0 0 0 4px' },
  '& .al-actions': { textAlign: 'right', whiteSpace: 'nowrap', padding: '0 8px' },
  '& .al-nowrap': { whiteSpace: 'nowrap' },
  '& tr.al-row:hover > td': { backgroundColor: theme.palette.action.hover },
  '& tr.al-open > td': { borderBottom: 0 },
  '& td.al-details': { padding: theme.spacing(1, 2, 1, 7), borderLeft: `4px solid ${theme.palette.divider}` },
  '& .al-icon': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 34,
    height: 34,
    padding: 0,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '& svg': { fontSize: 20 },
  },
}));

type TIconName = 'edit' | 'delete' | 'open' | 'close';

/**
 * The table's icons, drawn once: each button shows one through `<use>` (three icon components
 * a row were three thousand with all rows shown). Each list gives its symbols ids of its own.
 */
export function IconSprite({ prefix }: { prefix: string }) {
  const icons: Record<TIconName, ReactNode> = {
    edit: <EditOutlined />,
    delete: <DeleteOutline />,
    open: <KeyboardArrowDown />,
    close: <KeyboardArrowUp />,
  };
  return (
    <svg aria-hidden="true" focusable="false" style={{ position: 'absolute', width: 0, height: 0 }}>
      {(Object.keys(icons) as TIconName[]).map((name) => (
        <symbol key={name} id={`${prefix}-${name}`} viewBox="0 0 24 24">
          {icons[name]}
        </symbol>
      ))}
    </svg>
  );
}

export function Icon({ prefix, name }: { prefix: string; name: TIconName }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20">
      <use href={`#${prefix}-${name}`} />
    </svg>
  );
}

/** A round icon button of the table (its name is its aria-label). */
export function IconAction({
  label,
  onClick,
  children,
  ...aria
}: { label: string; onClick: () => void; children: ReactNode } & Pick<
  AriaAttributes,
  'aria-expanded' | 'aria-controls' | 'aria-haspopup'
>) {
  return (
    <button type="button" className="al-icon" aria-label={label} onClick={onClick} {...aria}>
      {children}
    </button>
  );
}
