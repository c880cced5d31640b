import { classifyLink, type TModuleItem } from '@atrium/contracts';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useCurrentUser } from '../../features/users/user-queries.ts';
import { useLocale } from '../../i18n/index.ts';
import { eventSubPath, loginPath } from '../guard/guard-rules.ts';
import { MenuIcon } from './MenuIcon.tsx';
import { containsPath, menuItemLabel } from './menu-model.ts';

export type TMenuListProps = { expanded: boolean; onNavigate?: () => void };

// MUI's Collapse (and its transition) loads only for a menu that has sub-items.
const SubMenu = lazy(() => import('./SubMenu.tsx'));

/** One entry of the drawer's menu: a link, an external link, a sign-in link when locked, or a group. */
export function Entry({ item, depth, expanded, onNavigate }: TMenuListProps & { item: TModuleItem; depth: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { eventCode } = usePlatform();
  const session = useSession();
  const user = useCurrentUser();
  const location = useLocation();
  const subPath = eventSubPath(location.pathname);
  const signedIn = isAuthenticated(session);
  const hasChildren = item.subItems.length > 0;
  const [open, setOpen] = useState(() => hasChildren && containsPath(item, subPath, eventCode));
  const childrenId = useId();

  const label = menuItemLabel(item, locale);
  const text = 'key' in label ? t(label.key) : label.text;
  const locked = item.loginRequired && !signedIn;
  const target = classifyLink(item.link, eventCode, signedIn ? user?.ureventRef : undefined);
  const selected =
    !hasChildren &&
    target.kind === 'internal' &&
    target.path.replace(/\/+$/, '') === location.pathname.replace(/\/+$/, '');

  const buttonStyle = {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: 44,
    px: expanded ? 1.5 + depth * 1.5 : 1.5,
    py: depth > 0 ? 0.5 : 1,
    justifyContent: expanded ? 'flex-start' : 'center',
    textAlign: 'left',
    textDecoration: 'none',
    color: 'inherit',
  } as const;
  const inner = (extra?: ReactNode) => (
    <EntryContent item={item} text={text} locked={locked} depth={depth} expanded={expanded} extra={extra} />
  );

  let control: ReactNode;
  if (hasChildren) {
    control = (
      <ButtonBase
        data-menu-item
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open && expanded ? childrenId : undefined}
        sx={buttonStyle}
      >
        {inner(expanded ? open ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" /> : null)}
      </ButtonBase>
    );
  } else if (locked && target.kind !== 'none') {
    const from = target.kind === 'internal' ? target.path : undefined;
    control = (
      <ButtonBase
        data-menu-item
        component={RouterLink}
        to={loginPath(eventCode, from)}
        onClick={onNavigate}
        sx={buttonStyle}
      >
        {inner()}
      </ButtonBase>
    );
  } else if (target.kind === 'external') {
    control = (
      <ButtonBase
        data-menu-item
        component="a"
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        sx={buttonStyle}
      >
        {inner(
          <Box component="span" sx={visuallyHidden}>
            {` ${t('app.opensInNewTab')}`}
          </Box>,
        )}
      </ButtonBase>
    );
  } else if (target.kind === 'internal') {
    control = (
      <ButtonBase
        data-menu-item
        component={RouterLink}
        to={target.path}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={buttonStyle}
      >
        {inner()}
      </ButtonBase>
    );
  } else {
    control = <Box sx={buttonStyle}>{inner()}</Box>;
  }

  return (
    <Box component="li" sx={{ m: 0, p: 0 }}>
      {control}
      {hasChildren ? (
        <Suspense fallback={null}>
          <SubMenu
            id={childrenId}
            open={open && expanded}
            items={item.subItems}
            depth={depth + 1}
            expanded={expanded}
            onNavigate={onNavigate}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

type TEntryContentProps = {
  item: TModuleItem;
  text: string;
  locked: boolean;
  depth: number;
  expanded: boolean;
  extra?: ReactNode;
};

/** An entry's icon, label (hidden while the drawer is mini), lock and any extra mark. */
function EntryContent({ item, text, locked, depth, expanded, extra }: TEntryContentProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0, mr: expanded ? 2 : 0 }}>
        <MenuIcon name={item.icon} />
      </Box>
      <Box
        component="span"
        sx={{
          flex: '1 1 auto',
          minWidth: 0,
          opacity: expanded ? 1 : 0,
          whiteSpace: expanded ? 'normal' : 'nowrap',
          typography: depth > 0 ? 'body2' : 'body1',
        }}
      >
        {text}
      </Box>
      {locked ? (
        <>
          <Lock aria-hidden="true" fontSize="small" sx={{ ml: 1, display: expanded ? 'inline-flex' : 'none' }} />
          <Box component="span" sx={visuallyHidden}>
            {` ${t('drawer.signInRequired')}`}
          </Box>
        </>
      ) : null}
      {extra}
    </>
  );
}
