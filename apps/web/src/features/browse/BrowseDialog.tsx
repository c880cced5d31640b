import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { ModalDialog } from '../../components/ModalDialog.tsx';

type TBrowseDialogProps = {
  title: ReactNode;
  onClose: () => void;
  open?: boolean;
  fullScreen?: boolean;
  width?: number;
  /** Above the title: LIVE tag, bookmark toggle, close. */
  header?: ReactNode;
  /** Between the header and the title (the home's picture). */
  media?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
};

/**
 * The browsing pages' dialogs on the app's own modal (the browser's <dialog>: focus kept
 * inside, Escape closes, focus returns), laid out as title, scrolling content and actions.
 * MUI's dialog stack would split its modal, paper and title out of the pages that share it,
 * and each such piece is one more name in the first chunk.
 */
export function BrowseDialog(props: TBrowseDialogProps) {
  const { open = true, fullScreen = false, width = 600 } = props;
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={props.onClose}
      placement={fullScreen ? 'fullScreen' : 'center'}
      width={width}
      aria-labelledby={titleId}
      data-testid={props['data-testid']}
    >
      {props.header}
      {props.media}
      <Typography id={titleId} component="h2" variant="h6" sx={{ px: 3, pt: props.header ? 0 : 2, pb: 1 }}>
        {props.title}
      </Typography>
      <Box sx={{ px: 3, pb: 2, overflowY: 'auto', flex: '1 1 auto' }}>{props.children}</Box>
      {props.actions ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1.5, flexShrink: 0 }}>{props.actions}</Box>
      ) : null}
    </ModalDialog>
  );
}
