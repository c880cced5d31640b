import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import { type MouseEvent, type ReactNode, type SyntheticEvent, useLayoutEffect, useRef } from 'react';

export type TDialogPlacement = 'center' | 'fullScreen' | 'start';

type TModalDialogProps = {
  open: boolean;
  /** Escape, the back gesture or a click on the backdrop asked to close. Not called while `dismissible` is false. */
  onClose: () => void;
  /** False while the dialog must be answered (a demanded consent): Escape and the backdrop do nothing. */
  dismissible?: boolean;
  placement?: TDialogPlacement;
  /** Width of a `start` dialog (a drawer), or the largest width of a centred one. */
  width?: number;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

const fadeIn = keyframes`from { opacity: 0; transform: scale(0.96); } to { opacity: 1; transform: none; }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

const PLACEMENTS: Record<TDialogPlacement, (width: number) => object> = {
  center: (width) => ({
    width: 'calc(100% - 32px)',
    maxWidth: width,
    maxHeight: 'calc(100% - 64px)',
    borderRadius: 1,
    animation: `${fadeIn} 225ms ease-out`,
  }),
  fullScreen: () => ({ width: '100%', height: '100%', maxWidth: '100%', maxHeight: '100%', m: 0 }),
  start: (width) => ({
    width,
    maxWidth: '100%',
    height: '100%',
    maxHeight: '100%',
    m: 0,
    insetInlineEnd: 'auto',
    animation: `${slideIn} 225ms ease-out`,
  }),
};

/**
 * A modal dialog on the browser's own `<dialog>`: `showModal()` puts it in the top layer,
 * makes the rest of the page inert and keeps keyboard focus inside, and the page's focus
 * returns where it was when it closes. The dialog itself takes focus on opening so that a
 * screen reader reads its name first. Replaces MUI's Modal stack (portal, focus trap,
 * backdrop, transitions: about 6 KB gzipped) for the consent dialog on the welcome page.
 */
export function ModalDialog(props: TModalDialogProps) {
  const { open, onClose, dismissible = true, placement = 'center', width = 600, sx, children, ...aria } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.documentElement.style;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = overflow;
      if (dialog.open) dialog.close();
      // Also when the dialog leaves the page while open (its owner stopped rendering it).
      if (returnFocus?.isConnected && !dialog.contains(document.activeElement)) returnFocus.focus();
    };
  }, [open]);

  const requestClose = (event: SyntheticEvent) => {
    // The dialog's state is React's: the browser never closes it on its own.
    event.preventDefault();
    if (dismissible) onClose();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog's box is filled by its content, so only the backdrop hits the element itself.
    const onSelf = event.target === event.currentTarget;
    if (event.type === 'mousedown') pressedOnBackdrop.current = onSelf;
    else if (onSelf && pressedOnBackdrop.current) requestClose(event);
  };

  return (
    <Box
      component="dialog"
      ref={ref}
      tabIndex={-1}
      {...aria}
      onCancel={requestClose}
      onKeyDown={(event) => {
        if (event.key === 'Escape') requestClose(event);
      }}
      onMouseDown={onBackdrop}
      onClick={onBackdrop}
      sx={[
        {
          p: 0,
          border: 0,
          outline: 0,
          color: 'text.primary',
          bgcolor: 'background.paper',
          boxShadow: 24,
          overflow: 'hidden',
          '&[open]': { display: 'flex', flexDirection: 'column' },
          '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        PLACEMENTS[placement](width),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {open ? children : null}
    </Box>
  );
}
