import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/index.ts';
import { useConfirm } from './AdminConfirm.tsx';
import {
  AdminTextField,
  ChoiceField,
  DescriptionField,
  FlagField,
  KeywordsField,
  StartAndEndFields,
  TypeAndThemeFields,
} from './AdminFields.tsx';
import {
  bindField,
  chooseSession,
  displayDate,
  isValid,
  presentationBody,
  presentationForm,
  presentationProblems,
  shownProblems,
} from './admin-form-model.ts';
import { formatSlot } from './admin-list-model.ts';
import { useAdminPresentation, useSavePresentation } from './admin-queries.ts';
import { Cell, EditDialog } from './EditDialog.tsx';
import { useEditForm } from './use-edit-form.ts';

/**
 * spec 3 §2 "Presentation edit form fields", §4, §5: the Edit Presentation dialog of an
 * existing presentation, or of a new one (id 0) in the session `sessionId` when given.
 */
export function PresentationEditDialog({
  id,
  sessionId,
  onClose,
}: {
  id: number;
  sessionId: number | null;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useAdminPresentation(id, sessionId);
  const save = useSavePresentation();
  const [ask, confirmDialog] = useConfirm();
  const [saveFailed, setSaveFailed] = useState(false);
  const data = query.data;
  const loaded = useMemo(() => (data ? presentationForm(data) : undefined), [data]);
  const { form, change, cancel, visited, visit, isSaveTried, trySave } = useEditForm(loaded, ask, () => onClose(false));
  const problems = form ? presentationProblems(form) : {};
  const field = form ? bindField(form, shownProblems(problems, visited, isSaveTried), change, visit) : undefined;
  const sessions = useMemo(
    () =>
      (data?.sessions ?? []).map((s) => ({
        id: s.id,
        label: [s.customCode, s.title, formatSlot(s.start, s.end, locale, data?.timeZone)].filter(Boolean).join(' · '),
      })),
    [data?.sessions, data?.timeZone, locale],
  );
  const participants = useMemo(
    () => (data?.participants ?? []).map((p) => ({ id: p.id, label: p.fullName })),
    [data?.participants],
  );
  const session = data?.sessions.find((s) => s.id === form?.sessionId);

  const submit = () => {
    if (!form || !data) return;
    setSaveFailed(false);
    save.mutate(presentationBody(data.item.id, form), {
      onSuccess: () => onClose(true),
      onError: () => setSaveFailed(true),
    });
  };

  return (
    <EditDialog
      title={id === 0 ? t('admin.dialog.addPresentation') : t('admin.dialog.editPresentation')}
      isLoading={query.isPending}
      loadFailed={query.isError && data === undefined}
      canSave={form !== undefined && isValid(problems)}
      isSaving={save.isPending}
      saveFailed={saveFailed}
      onDismissFailure={() => setSaveFailed(false)}
      onCancel={() => void cancel()}
      onSave={submit}
      onSaveInvalid={trySave}
      confirmDialog={confirmDialog}
      data-testid="presentation-edit-dialog"
    >
      {form && field && data ? (
        <>
          <Cell span={6}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <AdminTextField
                label={t('admin.fields.title')}
                required
                {...field('title')}
                data-testid="presentation-title"
              />
              {/* spec 3 §2: a button copies the session's title. */}
              <Button
                variant="outlined"
                startIcon={<ContentCopy />}
                disabled={!session}
                onClick={() => session && change({ title: session.title })}
                sx={{ flexShrink: 0, whiteSpace: 'nowrap', minHeight: 40 }}
              >
                {t('admin.actions.copyTitle')}
              </Button>
            </Box>
          </Cell>
          <Cell span={3}>
            <AdminTextField label={t('admin.fields.customCode')} {...field('customCode')} />
          </Cell>
          <Cell span={3}>
            <AdminTextField
              label={t('admin.fields.order')}
              required
              inputMode="numeric"
              {...field('order')}
              data-testid="presentation-order"
            />
          </Cell>
          <Cell span={6}>
            <ChoiceField
              label={t('admin.fields.session')}
              required
              {...field('sessionId')}
              options={sessions}
              // spec 3 §4: choosing a session sets the presentation's date and times from it.
              onChange={(next) =>
                change((current) =>
                  chooseSession(
                    current,
                    data.sessions.find((s) => s.id === next),
                    data.eventStart,
                    data.timeZone,
                  ),
                )
              }
              data-testid="presentation-session"
            />
          </Cell>
          <Cell span={6}>
            <ChoiceField
              label={t('admin.fields.speaker')}
              {...field('speakerId')}
              options={participants}
              data-testid="presentation-speaker"
            />
          </Cell>
          <TypeAndThemeFields field={field} types={data.types} themes={data.themes} />
          <Cell span={2}>
            <Typography sx={{ pt: 1 }} data-testid="presentation-date">
              {t('admin.fields.date', { date: displayDate(form.date) })}
            </Typography>
          </Cell>
          <StartAndEndFields field={field} testId="presentation" />
          <KeywordsField field={field} />
          <Cell span={6}>
            <AdminTextField label={t('admin.fields.coAuthors')} {...field('coAuthors')} />
          </Cell>
          <Cell span={3}>
            <FlagField label={t('admin.fields.showInPortal')} {...field('isEventPortalPresentation')} />
          </Cell>
          <Cell span={3}>
            <FlagField label={t('admin.fields.isAPoster')} {...field('isAPoster')} />
          </Cell>
          <DescriptionField field={field} />
        </>
      ) : null}
    </EditDialog>
  );
}
