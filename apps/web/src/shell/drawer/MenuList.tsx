import type { TModuleItem } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useModules } from '../../features/platform/platform-queries.ts';
import { useAreaAccess } from '../../features/users/user-queries.ts';
import { Entry, type TMenuListProps } from './MenuEntry.tsx';
import { roleEntries, type TRoleEntry, visibleMenu } from './menu-areas.ts';

/** The organiser's and report viewer's entries, as menu items labelled by the product's own labels. */
const ROLE_ITEM: Record<TRoleEntry['area'], Pick<TModuleItem, 'id' | 'title' | 'icon'>> = {
  administration: { id: -1, title: 'administration', icon: 'admin' },
  reports: { id: -2, title: 'reports', icon: 'reports' },
};

/**
 * The event's menu (spec 1 §2.8): modules with sub-items, icons, localised titles and locks.
 * A plain list of links and buttons on ButtonBase (focus ring, ripple) rather than MUI's
 * List family, which the drawer on every page would otherwise load. Items carry
 * `data-menu-item`, the page shown `aria-current="page"`: the drawer colours both.
 * Entries into a role-only area show only to those the server lets in (GET /can/areas), and
 * organisers and report viewers get their own pages in a list of their own below.
 */
export function MenuList({ expanded, onNavigate }: TMenuListProps) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const { data: items = [] } = useModules();
  const areas = useAreaAccess();
  const own = roleEntries(items, eventCode, areas).map(
    (entry): TModuleItem => ({
      ...ROLE_ITEM[entry.area],
      title_en: '',
      title_fr: '',
      link: entry.link,
      parent: '',
      custom: false,
      loginRequired: true,
      subItems: [],
    }),
  );
  return (
    <>
      <Entries items={visibleMenu(items, eventCode, areas)} depth={0} expanded={expanded} onNavigate={onNavigate} />
      {own.length > 0 ? (
        <Box role="group" aria-label={t('drawer.roleEntries')} data-testid="role-entries">
          <Box component="hr" sx={{ border: 0, borderTop: '1px solid currentColor', opacity: 0.3, mx: 1.5, my: 0 }} />
          <Entries items={own} depth={0} expanded={expanded} onNavigate={onNavigate} />
        </Box>
      ) : null}
    </>
  );
}

export function Entries({
  items,
  depth,
  expanded,
  onNavigate,
  id,
}: TMenuListProps & { items: TModuleItem[]; depth: number; id?: string }) {
  return (
    <Box component="ul" id={id} sx={{ listStyle: 'none', m: 0, p: 0, py: depth > 0 ? 0 : 1 }}>
      {items.map((item) => (
        <Entry key={`${item.id}-${item.link}`} item={item} depth={depth} expanded={expanded} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}
