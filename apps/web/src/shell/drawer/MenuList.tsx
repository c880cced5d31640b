import { classifyLink, type TModuleItem } from '@atrium/contracts';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useModules } from '../../features/platform/platform-queries.ts';
import { useCurrentUser } from '../../features/users/user-queries.ts';
import { useLocale } from '../../i18n/index.ts';
import { eventSubPath, loginPath } from '../guard/guard-rules.ts';
import { MenuIcon } from './MenuIcon.tsx';
import { containsPath, menuItemLabel } from './menu-model.ts';

type TMenuListProps = { expanded: boolean; onNavigate?: () => void };

/** The event's menu (spec 1 §2.8): modules with sub-items, icons, localised titles and locks. */
export function MenuList({ expanded, onNavigate }: TMenuListProps) {
  const { data: items = [] } = useModules();
  return <Entries items={items} depth={0} expanded={expanded} onNavigate={onNavigate} />;
}

function Entries({
  items,
  depth,
  expanded,
  onNavigate,
  id,
}: TMenuListProps & { items: TModuleItem[]; depth: number; id?: string }) {
  return (
    <List id={id} disablePadding={depth > 0} dense={depth > 0}>
      {items.map((item) => (
        <Entry key={`${item.id}-${item.link}`} item={item} depth={depth} expanded={expanded} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

function Entry({ item, depth, expanded, onNavigate }: TMenuListProps & { item: TModuleItem; depth: number }) {
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
    minHeight: 44,
    px: expanded ? 1.5 + depth * 1.5 : 1.5,
    justifyContent: expanded ? 'initial' : 'center',
  };
  const inner = (extra?: ReactNode) => (
    <>
      <ListItemIcon sx={{ minWidth: 0, mr: expanded ? 2 : 0, color: 'inherit', justifyContent: 'center' }}>
        <MenuIcon name={item.icon} />
      </ListItemIcon>
      <ListItemText
        primary={text}
        sx={{ opacity: expanded ? 1 : 0, whiteSpace: expanded ? 'normal' : 'nowrap', m: 0 }}
      />
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

  let control: ReactNode;
  if (hasChildren) {
    control = (
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open && expanded ? childrenId : undefined}
        sx={buttonStyle}
      >
        {inner(expanded ? open ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" /> : null)}
      </ListItemButton>
    );
  } else if (locked && target.kind !== 'none') {
    const from = target.kind === 'internal' ? target.path : undefined;
    control = (
      <ListItemButton component={RouterLink} to={loginPath(eventCode, from)} onClick={onNavigate} sx={buttonStyle}>
        {inner()}
      </ListItemButton>
    );
  } else if (target.kind === 'external') {
    control = (
      <ListItemButton component="a" href={target.href} target="_blank" rel="noopener noreferrer" sx={buttonStyle}>
        {inner(
          <Box component="span" sx={visuallyHidden}>
            {` ${t('app.opensInNewTab')}`}
          </Box>,
        )}
      </ListItemButton>
    );
  } else if (target.kind === 'internal') {
    control = (
      <ListItemButton
        component={RouterLink}
        to={target.path}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={buttonStyle}
      >
        {inner()}
      </ListItemButton>
    );
  } else {
    control = <Box sx={{ ...buttonStyle, display: 'flex', alignItems: 'center' }}>{inner()}</Box>;
  }

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {control}
      {hasChildren ? (
        <Collapse in={open && expanded} unmountOnExit>
          <Entries
            id={childrenId}
            items={item.subItems}
            depth={depth + 1}
            expanded={expanded}
            onNavigate={onNavigate}
          />
        </Collapse>
      ) : null}
    </ListItem>
  );
}
