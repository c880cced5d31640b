import type { TSessionItem } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { launchTarget } from './browse-model.ts';

type TLaunchButtonProps = {
  item: TSessionItem;
  label: string;
  size?: ButtonProps['size'];
  sx?: ButtonProps['sx'];
};

/**
 * Join, View or Launch (spec 2 §2.2, §2.4): a link to where the item goes (launchTarget), so
 * that it opens in a new tab or is routed like any link; nothing when it goes nowhere.
 */
export function LaunchButton({ item, label, size = 'small', sx }: TLaunchButtonProps) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const target = launchTarget(item, eventCode);
  if (target.kind === 'none') return null;
  const external = target.kind === 'external';
  const hidden = (
    <Box component="span" sx={visuallyHidden}>
      {` ${item.title}`}
      {external ? ` ${item.isAPoster ? t('browse.opensPdf') : t('app.opensInNewTab')}` : ''}
    </Box>
  );
  return external ? (
    <Button variant="contained" size={size} sx={sx} href={target.href} target="_blank" rel="noopener noreferrer">
      {label}
      {hidden}
    </Button>
  ) : (
    <Button variant="contained" size={size} sx={sx} component={RouterLink} to={target.path}>
      {label}
      {hidden}
    </Button>
  );
}
