import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readableTextColour } from '../../lib/colour.ts';
import type { TQuestion } from './AdminConfirm.tsx';
import { isDirty } from './admin-form-model.ts';

/**
 * The state of an edit form: the values it started with (taken once, when the item has loaded:
 * a later refetch never overwrites what is being typed) and the current ones; Cancel asks
 * "Discard changes?" when the form is dirty (spec 3 §4). It also remembers the fields the
 * person has left (`visit`) and whether Save was pressed (`trySave`): the problems show from then.
 */
export function useEditForm<F extends object>(
  loaded: F | undefined,
  ask: (question: TQuestion) => Promise<boolean | null>,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ initial: F; form: F } | null>(null);
  const [visited, setVisited] = useState<ReadonlySet<keyof F>>(() => new Set());
  const [isSaveTried, setSaveTried] = useState(false);
  const visit = (key: keyof F) => setVisited((current) => (current.has(key) ? current : new Set([...current, key])));
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
  return {
    form,
    initial: state?.initial,
    change,
    cancel,
    visited,
    visit,
    isSaveTried,
    trySave: () => setSaveTried(true),
  };
}

/**
 * The colours a new session starts in: the event's primary colour (its theme, made from the
 * organiser's settings) and black or white, whichever reads on it.
 */
export function useNewSessionColours(): { colour: string; textColour: string } {
  const primary = useTheme().palette.primary.main;
  return useMemo(() => {
    const colour = /^#[0-9a-f]{6}$/i.test(primary) ? primary.toUpperCase() : '#1E88E5';
    return { colour, textColour: readableTextColour(colour, null).toUpperCase() };
  }, [primary]);
}
