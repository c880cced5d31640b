import { classifyLink, type TAreaAccess, type TModuleItem } from '@atrium/contracts';

/** The role-only areas of the route table (spec 1 §2.1): submission, reports, programme administration. */
export type TArea = keyof TAreaAccess;

const AREA_OF_SEGMENT: Record<string, TArea> = { submit: 'submission', reports: 'reports', admin: 'administration' };

/** The role-only area a menu link leads into, or null (`submit/posters` → submission, `/DEMO/admin/sessions` → administration). */
export function areaOfLink(link: string, eventCode: string): TArea | null {
  const target = classifyLink(link, eventCode);
  if (target.kind !== 'internal') return null;
  const segment = target.path.split('/')[2] ?? '';
  return AREA_OF_SEGMENT[segment.toLowerCase()] ?? null;
}

/**
 * The menu a person is shown: entries leading into a role-only area stay only when the server
 * says the person may use it (`areas`, from GET /can/areas). A visitor (`areas` null) still
 * sees them, locked: they need a sign-in, after which the server's answer decides. While the
 * answer is on its way (`undefined`) they are left out, so they never flash in and out.
 * A group whose sub-items all go is left out with them.
 */
export function visibleMenu(
  items: TModuleItem[],
  eventCode: string,
  areas: TAreaAccess | null | undefined,
): TModuleItem[] {
  const result: TModuleItem[] = [];
  for (const item of items) {
    const area = item.link ? areaOfLink(item.link, eventCode) : null;
    if (area) {
      if (areas === undefined || (areas !== null && !areas[area])) continue;
      if (areas === null) {
        result.push({ ...item, loginRequired: true, subItems: visibleMenu(item.subItems, eventCode, areas) });
        continue;
      }
    }
    const subItems = visibleMenu(item.subItems, eventCode, areas);
    if (item.subItems.length > 0 && subItems.length === 0 && !item.link) continue;
    result.push({ ...item, subItems });
  }
  return result;
}

/** A way into a role-only area the drawer adds for the roles that may use it. */
export type TRoleEntry = { area: 'reports' | 'administration'; link: string };

/** The first page of each area: the summary report, the programme administration's session list. */
const ROLE_ENTRIES: TRoleEntry[] = [
  { area: 'administration', link: 'admin/sessions' },
  { area: 'reports', link: 'reports/summary' },
];

function hasArea(items: TModuleItem[], eventCode: string, area: TArea): boolean {
  return items.some((item) => areaOfLink(item.link, eventCode) === area || hasArea(item.subItems, eventCode, area));
}

/**
 * The organiser's and report viewer's own entries (issue 27 item 7): programme administration
 * for organisers, reports for report viewers and organisers, each unless the event's own menu
 * already leads there.
 */
export function roleEntries(items: TModuleItem[], eventCode: string, areas: TAreaAccess | null | undefined) {
  if (!areas) return [];
  return ROLE_ENTRIES.filter((entry) => areas[entry.area] && !hasArea(items, eventCode, entry.area));
}
