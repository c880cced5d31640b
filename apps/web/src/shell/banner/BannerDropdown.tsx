import Popover from '@mui/material/Popover';
import { type ReactNode, useId } from 'react';
import { Text } from '../../components/Text.tsx';

type TBannerDropdownProps = {
  anchor: HTMLElement;
  onClose: () => void;
  title: string;
  /** The dropdown gives the focus back itself (false: the caller does, where it should go). */
  restoreFocus?: boolean;
  'data-testid'?: string;
  children: ReactNode;
};

/** A dropdown of the banner's icons (bookmarks, private messages): a titled dialog below the icon, right-aligned. */
export function BannerDropdown({
  anchor,
  onClose,
  title,
  restoreFocus = true,
  children,
  ...rest
}: TBannerDropdownProps) {
  const titleId = useId();
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      disableRestoreFocus={!restoreFocus}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'data-testid': rest['data-testid'],
          sx: { width: 360, maxWidth: '100vw', maxHeight: '70vh' },
        } as object,
      }}
    >
      <Text id={titleId} component="h2" variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
        {title}
      </Text>
      {children}
    </Popover>
  );
}
