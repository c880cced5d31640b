import type { TModuleItem } from '@atrium/contracts';
import Collapse from '@mui/material/Collapse';
import { Entries } from './MenuList.tsx';

type TSubMenuProps = {
  id: string;
  open: boolean;
  items: TModuleItem[];
  depth: number;
  expanded: boolean;
  onNavigate?: () => void;
};

/** The sub-items of a menu entry, unfolding under it (spec 1 §2.8). */
export default function SubMenu({ id, open, ...entries }: TSubMenuProps) {
  return (
    <Collapse in={open} unmountOnExit>
      <Entries id={id} {...entries} />
    </Collapse>
  );
}
