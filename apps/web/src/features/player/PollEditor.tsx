import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, type TNewPoll, type TPoll } from '@atrium/contracts';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../api/api-error.ts';
import { type TKey, tKey } from '../../i18n/keys.ts';
import type { usePollActions } from './poll-queries.ts';

const FLAGS: Record<'multiple' | 'anonymous' | 'holdResults', TKey> = {
  multiple: tKey('player.polls.multiple'),
  anonymous: tKey('player.polls.anonymous'),
  holdResults: tKey('player.polls.holdResults'),
};

/** Preparing a poll, or changing a draft: the question, 2–10 options, and how it is run. */
export function PollEditor({
  poll,
  actions,
  onDone,
}: {
  poll: TPoll | null;
  actions: ReturnType<typeof usePollActions>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Required<TNewPoll>>({
    question: poll?.question ?? '',
    options: poll?.options.map((o) => o.text) ?? ['', ''],
    multiple: poll?.multiple ?? false,
    anonymous: poll?.anonymous ?? false,
    holdResults: poll?.holdResults ?? false,
  });
  const setOption = (i: number, text: string) =>
    setDraft((d) => ({ ...d, options: d.options.map((o, j) => (j === i ? text : o)) }));
  const valid = draft.question.trim().length >= 2 && draft.options.every((o) => o.trim().length > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) actions.save.mutate({ pollId: poll?.id ?? null, poll: draft }, { onSuccess: onDone });
  };
  const flag = (name: 'multiple' | 'anonymous' | 'holdResults') => (
    <FormControlLabel
      control={
        <Checkbox checked={draft[name]} onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.checked }))} />
      }
      label={t(FLAGS[name])}
    />
  );
  return (
    <Box
      component="form"
      onSubmit={submit}
      data-testid="poll-editor"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        label={t('player.polls.question')}
        value={draft.question}
        onChange={(e) => setDraft((d) => ({ ...d, question: e.target.value }))}
        required
        size="small"
        slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'poll-question' } }}
      />
      {draft.options.map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place, by position.
        <Box key={i} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <TextField
            label={t('player.polls.option', { n: i + 1 })}
            value={text}
            onChange={(e) => setOption(i, e.target.value)}
            required
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `poll-option-${i}` } }}
          />
          <IconButton
            aria-label={t('player.polls.removeOption', { n: i + 1 })}
            disabled={draft.options.length <= POLL_OPTIONS_MIN}
            onClick={() => setDraft((d) => ({ ...d, options: d.options.filter((_, j) => j !== i) }))}
          >
            <Delete />
          </IconButton>
        </Box>
      ))}
      <Button
        startIcon={<Add />}
        disabled={draft.options.length >= POLL_OPTIONS_MAX}
        onClick={() => setDraft((d) => ({ ...d, options: [...d.options, ''] }))}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('player.polls.addOption')}
      </Button>
      {flag('multiple')}
      {flag('anonymous')}
      {flag('holdResults')}
      {actions.save.isError ? (
        <Alert severity="error">{refusalMessage(actions.save.error) ?? t('player.polls.failed')}</Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>{t('player.polls.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!valid || actions.save.isPending} data-testid="poll-save">
          {t('player.polls.save')}
        </Button>
      </Box>
    </Box>
  );
}
