import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQuestion } from './AdminConfirm.tsx';
import { isDirty } from './admin-form-model.ts';

/**
 * The state of an edit form: the values it started with (taken once, when the item has loaded:
 * a later refetch never overwrites what is being typed) and the current ones; Cancel asks
 * "Discard changes?" when the form is dirty (spec 3 §4).
 */
export function useEditForm<F extends object>(
  loaded: F | undefined,
  ask: (question: TQuestion) => Promise<boolean | null>,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ initial: F; form: F } | null>(null);
  useEffect(() => {
    if (loaded && !state) setState({ initial: loaded, form: loaded });
  }, [loaded, state]);

  const form = state?.form;
  const change = (patch: Partial<F> | ((current: F) => F)) =>
    setState((current) =>
      current
        ? { ...current, form: typeof patch === 'function' ? patch(current.form) : { ...current.form, ...patch } }
        : current,
    );
  const cancel = async () => {
    if (state && isDirty(state.initial, state.form)) {
      const discard = await ask({
        title: t('admin.confirm.discardTitle'),
        text: t('admin.confirm.discardText'),
        yes: t('admin.confirm.discard'),
        no: t('admin.confirm.no'),
      });
      if (discard !== true) return;
    }
    onClose();
  };
  return { form, initial: state?.initial, change, cancel };
}
