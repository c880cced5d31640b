import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading.tsx';
import { useConfirm } from './AdminConfirm.tsx';
import {
  AdminTextField,
  ColourField,
  ComboField,
  DescriptionField,
  FlagField,
  KeywordsField,
  MultiChoiceField,
  StartAndEndFields,
  TypeAndThemeFields,
} from './AdminFields.tsx';
import {
  asksToApplyTimes,
  bindField,
  isValid,
  sessionBody,
  sessionForm,
  sessionProblems,
  shownProblems,
} from './admin-form-model.ts';
import { useAdminSession, useSaveSession } from './admin-queries.ts';
import { Cell, EditDialog } from './EditDialog.tsx';
import { useEditForm, useNewSessionColours } from './use-edit-form.ts';

/** The date picker (MUI X and its date library) comes with the session form only. */
const DateField = lazy(() => import('./DateField.tsx'));

/**
 * spec 3 §2 "Session edit form fields", §4, §5: the Edit Session dialog of an existing session,
 * or the Add Session dialog of a new one (id 0). `onClose(saved)`.
 */
export function SessionEditDialog({ id, onClose }: { id: number; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const query = useAdminSession(id);
  const save = useSaveSession();
  const [ask, confirmDialog] = useConfirm();
  const [saveFailed, setSaveFailed] = useState(false);
  const data = query.data;
  const newColours = useNewSessionColours();
  const loaded = useMemo(() => (data ? sessionForm(data, newColours) : undefined), [data, newColours]);
  const { form, initial, change, cancel, visited, visit, isSaveTried, trySave } = useEditForm(loaded, ask, () =>
    onClose(false),
  );
  const problems = form ? sessionProblems(form) : {};
  const field = form ? bindField(form, shownProblems(problems, visited, isSaveTried), change, visit) : undefined;
  const participants = useMemo(
    () => (data?.participants ?? []).map((p) => ({ id: p.id, label: p.fullName })),
    [data?.participants],
  );

  const submit = async () => {
    if (!form || !initial || !data) return;
    let updatePresTime = false;
    if (asksToApplyTimes(initial, form, data.item.presentations.length)) {
      const apply = await ask({
        title: t('admin.confirm.applyTitle'),
        text: t('admin.confirm.applyText'),
        yes: t('admin.confirm.apply'),
        no: t('admin.confirm.dontApply'),
      });
      if (apply === null) return;
      updatePresTime = apply;
    }
    setSaveFailed(false);
    save.mutate(
      { body: sessionBody(data.item.id, form, data.rooms), updatePresTime },
      { onSuccess: () => onClose(true), onError: () => setSaveFailed(true) },
    );
  };

  return (
    <EditDialog
      title={id === 0 ? t('admin.dialog.addSession') : t('admin.dialog.editSession')}
      isLoading={query.isPending}
      loadFailed={query.isError && data === undefined}
      canSave={form !== undefined && isValid(problems)}
      isSaving={save.isPending}
      saveFailed={saveFailed}
      onDismissFailure={() => setSaveFailed(false)}
      onCancel={() => void cancel()}
      onSave={() => void submit()}
      onSaveInvalid={trySave}
      confirmDialog={confirmDialog}
      data-testid="session-edit-dialog"
    >
      {field && data ? (
        <>
          <Cell span={6}>
            <AdminTextField label={t('admin.fields.title')} required {...field('title')} data-testid="session-title" />
          </Cell>
          <Cell span={2}>
            <AdminTextField
              label={t('admin.fields.customCode')}
              {...field('customCode')}
              data-testid="session-custom-code"
            />
          </Cell>
          <Cell span={4}>
            <ComboField
              label={t('admin.fields.room')}
              required
              {...field('room')}
              options={data.rooms.map((r) => r.name)}
              data-testid="session-room"
            />
          </Cell>
          <Cell span={2}>
            <Suspense fallback={<Loading />}>
              <DateField label={t('admin.fields.startDate')} required {...field('date')} data-testid="session-date" />
            </Suspense>
          </Cell>
          <StartAndEndFields field={field} testId="session" />
          <TypeAndThemeFields field={field} types={data.types} themes={data.themes} />
          <KeywordsField field={field} />
          <Cell span={6}>
            <AdminTextField label={t('admin.fields.moderatorLine1')} {...field('moderatorLine1')} />
          </Cell>
          <Cell span={3}>
            <ColourField label={t('admin.fields.colour')} {...field('colour')} data-testid="session-colour" />
          </Cell>
          <Cell span={3}>
            <ColourField label={t('admin.fields.textColour')} {...field('textColour')} />
          </Cell>
          <Cell span={6}>
            <MultiChoiceField label={t('admin.fields.moderators')} {...field('moderators')} options={participants} />
          </Cell>
          <DescriptionField field={field} />
          <Cell span={3}>
            <FlagField label={t('admin.fields.hideInProgramme')} {...field('hideInProgramme')} />
          </Cell>
          <Cell span={3}>
            <FlagField label={t('admin.fields.translation')} {...field('translation')} />
          </Cell>
        </>
      ) : null}
    </EditDialog>
  );
}
