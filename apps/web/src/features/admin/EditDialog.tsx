import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { Notice } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';

type TEditDialogProps = {
  title: string;
  /** A spinner until the item and its options are in (spec 3 §2). */
  isLoading: boolean;
  /** The item could not be loaded (deleted meanwhile, or refused): the form says so instead of its fields. */
  loadFailed: boolean;
  /** The form is valid: Save sends it. */
  canSave: boolean;
  isSaving: boolean;
  saveFailed: boolean;
  onDismissFailure: () => void;
  onCancel: () => void;
  onSave: () => void;
  /** Save was pressed on an invalid form: the form shows all its problems (the first one gets the focus). */
  onSaveInvalid: () => void;
  confirmDialog: ReactNode;
  'data-testid': string;
  children: ReactNode;
};

/**
 * spec 3 §2, §4: the full-screen dialog of the session and presentation forms: Cancel and Save
 * (on an invalid form, Save shows every problem instead of sending), Escape cancels (asking first when dirty), "Save failed"
 * at the bottom right (spec 3 §8).
 */
export function EditDialog(props: TEditDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const paper = useRef<HTMLElement | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.isSaving) return;
    if (props.canSave) {
      props.onSave();
      return;
    }
    props.onSaveInvalid();
    // Once the problems show, the first field with one takes the focus (and is read out with its message).
    requestAnimationFrame(() => paper.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <Dialog
      open
      fullScreen
      onClose={props.onCancel}
      aria-labelledby={titleId}
      data-testid={props['data-testid']}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, ref: paper } as object }}
    >
      <DialogTitle id={titleId} component="h2">
        {props.title}
      </DialogTitle>
      <DialogContent dividers>
        {props.isLoading ? (
          <Loading />
        ) : props.loadFailed ? (
          <Notice severity="error" data-testid="admin-load-item-failed">
            {t('admin.errors.loadItemFailed')}
          </Notice>
        ) : (
          <Box
            sx={{ maxWidth: 1024, mx: 'auto', display: 'grid', gap: 2, gridTemplateColumns: 'repeat(6, 1fr)', pt: 1 }}
          >
            {props.children}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('admin.actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={props.isLoading || props.isSaving} data-testid="admin-save">
          {t('admin.actions.save')}
        </Button>
      </DialogActions>
      {props.saveFailed ? <SaveFailed onDismiss={props.onDismissFailure} /> : null}
      {props.confirmDialog}
    </Dialog>
  );
}

/** spec 3 §8: "Save failed" at the bottom right, announced at once; it goes after 6 s or when closed. */
export function SaveFailed({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  // Six seconds from when it showed, however often the form renders meanwhile.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const timer = setTimeout(() => dismiss.current(), 6000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 'snackbar', boxShadow: 6, borderRadius: 1 }}>
      <Notice severity="error" data-testid="admin-save-failed">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {t('admin.errors.saveFailed')}
          <AppIconButton aria-label={t('admin.actions.close')} onClick={onDismiss} size="small" color="inherit">
            <Close fontSize="small" />
          </AppIconButton>
        </Box>
      </Notice>
    </Box>
  );
}

/** A field's place in the form's six columns: `span` of 6 (a whole line), 3 (half), 2 (a third)…. */
export function Cell({ span, children }: { span: 1 | 2 | 3 | 4 | 6; children: ReactNode }) {
  return <Box sx={{ gridColumn: `span ${span}`, minWidth: 0 }}>{children}</Box>;
}
