import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from './AdminConfirm.tsx';
import { AdminTextField, ColourField, ComboField, FlagField, MultiChoiceField, TimeField } from './AdminFields.tsx';
import { asksToApplyTimes, isValid, sessionBody, sessionForm, sessionProblems } from './admin-form-model.ts';
import { useAdminSession, useSaveSession } from './admin-queries.ts';
import { Cell, EditDialog } from './EditDialog.tsx';
import { useEditForm } from './use-edit-form.ts';

/**
 * spec 3 §2 "Session edit form fields", §4, §5: the Edit Session dialog of an existing session,
 * or of a new one (id 0). `onClose(saved)`.
 */
export function SessionEditDialog({ id, onClose }: { id: number; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const query = useAdminSession(id);
  const save = useSaveSession();
  const [ask, confirmDialog] = useConfirm();
  const [saveFailed, setSaveFailed] = useState(false);
  const data = query.data;
  const loaded = useMemo(() => (data ? sessionForm(data) : undefined), [data]);
  const { form, initial, change, cancel } = useEditForm(loaded, ask, () => onClose(false));
  const problems = form ? sessionProblems(form) : {};
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

  const label = {
    title: t('admin.fields.title'),
    customCode: t('admin.fields.customCode'),
    room: t('admin.fields.room'),
    date: t('admin.fields.startDate'),
    startTime: t('admin.fields.startTime'),
    endTime: t('admin.fields.endTime'),
    type: t('admin.fields.type'),
    theme: t('admin.fields.theme'),
    colour: t('admin.fields.colour'),
    textColour: t('admin.fields.textColour'),
  };

  return (
    <EditDialog
      title={t('admin.dialog.editSession')}
      isLoading={query.isPending}
      canSave={form !== undefined && isValid(problems)}
      isSaving={save.isPending}
      saveFailed={saveFailed}
      onDismissFailure={() => setSaveFailed(false)}
      onCancel={() => void cancel()}
      onSave={() => void submit()}
      confirmDialog={confirmDialog}
      data-testid="session-edit-dialog"
    >
      {form && data ? (
        <>
          <Cell span={6}>
            <AdminTextField
              label={label.title}
              required
              value={form.title}
              problem={problems.title}
              onChange={(title) => change({ title })}
              data-testid="session-title"
            />
          </Cell>
          <Cell span={2}>
            <AdminTextField
              label={label.customCode}
              value={form.customCode}
              problem={problems.customCode}
              onChange={(customCode) => change({ customCode })}
              data-testid="session-custom-code"
            />
          </Cell>
          <Cell span={4}>
            <ComboField
              label={label.room}
              required
              value={form.room}
              problem={problems.room}
              options={data.rooms.map((r) => r.name)}
              onChange={(room) => change({ room })}
              data-testid="session-room"
            />
          </Cell>
          <Cell span={2}>
            <AdminTextField
              label={label.date}
              type="date"
              required
              value={form.date}
              problem={problems.date}
              onChange={(date) => change({ date })}
              data-testid="session-date"
            />
          </Cell>
          <Cell span={2}>
            <TimeField
              label={label.startTime}
              required
              value={form.startTime}
              problem={problems.startTime}
              onChange={(startTime) => change({ startTime })}
              data-testid="session-start"
            />
          </Cell>
          <Cell span={2}>
            <TimeField
              label={label.endTime}
              required
              value={form.endTime}
              problem={problems.endTime}
              onChange={(endTime) => change({ endTime })}
              data-testid="session-end"
            />
          </Cell>
          <Cell span={3}>
            <ComboField
              label={label.type}
              value={form.type}
              problem={problems.type}
              options={data.types}
              onChange={(type) => change({ type })}
            />
          </Cell>
          <Cell span={3}>
            <ComboField
              label={label.theme}
              value={form.theme}
              problem={problems.theme}
              options={data.themes}
              onChange={(theme) => change({ theme })}
            />
          </Cell>
          <Cell span={6}>
            <AdminTextField
              label={`${t('admin.fields.keywords')} (${t('admin.fields.keywordsHelp')})`}
              value={form.keywords}
              onChange={(keywords) => change({ keywords })}
            />
          </Cell>
          <Cell span={6}>
            <AdminTextField
              label={t('admin.fields.moderatorLine1')}
              value={form.moderatorLine1}
              onChange={(moderatorLine1) => change({ moderatorLine1 })}
            />
          </Cell>
          <Cell span={3}>
            <ColourField
              label={label.colour}
              value={form.colour}
              problem={problems.colour}
              onChange={(colour) => change({ colour })}
              data-testid="session-colour"
            />
          </Cell>
          <Cell span={3}>
            <ColourField
              label={label.textColour}
              value={form.textColour}
              problem={problems.textColour}
              onChange={(textColour) => change({ textColour })}
            />
          </Cell>
          <Cell span={6}>
            <MultiChoiceField
              label={t('admin.fields.moderators')}
              value={form.moderators}
              options={participants}
              onChange={(moderators) => change({ moderators })}
            />
          </Cell>
          <Cell span={6}>
            <AdminTextField
              label={t('admin.fields.description')}
              multiline
              value={form.description}
              onChange={(description) => change({ description })}
            />
          </Cell>
          <Cell span={3}>
            <FlagField
              label={t('admin.fields.hideInProgramme')}
              checked={form.hideInProgramme}
              onChange={(hideInProgramme) => change({ hideInProgramme })}
            />
          </Cell>
          <Cell span={3}>
            <FlagField
              label={t('admin.fields.translation')}
              checked={form.translation}
              onChange={(translation) => change({ translation })}
            />
          </Cell>
        </>
      ) : null}
    </EditDialog>
  );
}
