import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';

type TExpoDialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Full screen: on phones (spec 2 §9: below 960 px). */
  fullScreen: boolean;
  width?: number;
  actions?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * The exhibition's dialogs on the app's own modal (the browser's <dialog>: focus kept inside,
 * Escape closes, focus returns): a title with a close button, scrolling content, actions.
 */
export function ExpoDialog(props: TExpoDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      placement={props.fullScreen ? 'fullScreen' : 'center'}
      width={props.width ?? 600}
      aria-labelledby={titleId}
      data-testid={props['data-testid']}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 3, pr: 1, pt: 1.5, pb: 1, flexShrink: 0 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }}>
          {props.title}
        </Typography>
        <AppIconButton aria-label={t('app.close')} onClick={props.onClose}>
          <Close />
        </AppIconButton>
      </Box>
      <Box sx={{ px: 3, pb: 2, overflowY: 'auto', flex: '1 1 auto' }}>{props.children}</Box>
      {props.actions ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1.5, flexShrink: 0 }}>{props.actions}</Box>
      ) : null}
    </ModalDialog>
  );
}
