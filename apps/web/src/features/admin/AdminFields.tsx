import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { ChoiceInput } from '../../components/form-controls.tsx';
import { opaquePart, pickColour, type TFieldProblem, timeOptions } from './admin-form-model.ts';

/** spec 3 §5: a field's message names the field ("Title can not be empty"). */
export function useProblemText() {
  const { t } = useTranslation();
  return (label: string, problem: TFieldProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    switch (problem.rule) {
      case 'required':
        return t('admin.errors.required', { field: label });
      case 'tooLong':
        return t('admin.errors.tooLong', { field: label, length: problem.length });
      case 'endBeforeStart':
        return t('admin.errors.endBeforeStart', { field: label });
      default:
        return t('admin.errors.invalid', { field: label });
    }
  };
}

type TFieldProps = { label: string; problem?: TFieldProblem; required?: boolean; 'data-testid'?: string };

/** A text field that shows its problem at once (spec 3 §5: forms validate eagerly). */
export function AdminTextField({
  label,
  problem,
  required,
  value,
  onChange,
  multiline,
  type,
  inputMode,
  ...rest
}: TFieldProps & {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'date';
  inputMode?: 'numeric';
}) {
  const problemText = useProblemText()(label, problem);
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      error={problem !== undefined}
      helperText={problemText}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      type={type}
      fullWidth
      size="small"
      slotProps={{
        inputLabel: type === 'date' ? { shrink: true } : undefined,
        htmlInput: { inputMode, 'data-testid': rest['data-testid'] },
      }}
    />
  );
}

/** spec 3 §5: a time in 24-hour format, minutes in 5-minute steps (a native select: typing "09" jumps there). */
export function TimeField({
  label,
  problem,
  required,
  value,
  onChange,
  ...rest
}: TFieldProps & {
  value: string;
  onChange: (value: string) => void;
}) {
  const problemText = useProblemText()(label, problem);
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      error={problem !== undefined}
      helperText={problemText}
      fullWidth
      size="small"
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': rest['data-testid'] } }}
    >
      {value === '' ? <option value="" /> : null}
      {timeOptions(value).map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </TextField>
  );
}

/**
 * A colour with alpha (#RRGGBBAA): typed, or chosen with the browser's picker (which keeps the
 * typed alpha); spec 3 §5: 7 characters get FF appended when saved.
 */
export function ColourField({
  label,
  problem,
  value,
  onChange,
  ...rest
}: TFieldProps & {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText()(label, problem);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={problem !== undefined}
        helperText={problemText}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: 9, spellCheck: false, 'data-testid': rest['data-testid'] } }}
      />
      <Box
        component="input"
        type="color"
        aria-label={t('admin.fields.pickColour', { field: label })}
        value={opaquePart(value)}
        onChange={(event) => onChange(pickColour(value, (event.target as HTMLInputElement).value))}
        sx={{
          width: 48,
          height: 40,
          p: 0.25,
          border: 1,
          borderColor: 'grey.600',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          flexShrink: 0,
        }}
      />
    </Box>
  );
}

/** A text chosen from the programme's own (rooms, types, themes) or a new one typed in (the browser's suggestions). */
export function ComboField({
  label,
  problem,
  required,
  value,
  onChange,
  options,
  ...rest
}: TFieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
}) {
  const listId = useId();
  const problemText = useProblemText()(label, problem);
  return (
    <>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        error={problem !== undefined}
        helperText={problemText}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { list: listId, autoComplete: 'off', 'data-testid': rest['data-testid'] } }}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
}

type TOption = { id: number; label: string };

/** One of a list (a session, a speaker): a native select, whose keyboard search finds an entry by its first letters. */
export function ChoiceField({
  label,
  problem,
  required,
  value,
  onChange,
  options,
  ...rest
}: TFieldProps & {
  value: number | null;
  onChange: (value: number | null) => void;
  options: readonly TOption[];
}) {
  const problemText = useProblemText()(label, problem);
  return (
    <TextField
      select
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      required={required}
      error={problem !== undefined}
      helperText={problemText}
      fullWidth
      size="small"
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': rest['data-testid'] },
      }}
    >
      <option value="">—</option>
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * Several of a list (the moderators): a name typed or picked from the browser's suggestions is
 * added; each chosen one has its remove button.
 */
export function MultiChoiceField({
  label,
  value,
  onChange,
  options,
  ...rest
}: TFieldProps & {
  value: readonly number[];
  onChange: (value: number[]) => void;
  options: readonly TOption[];
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const byLabel = new Map(options.map((option) => [option.label, option.id]));
  const chosen = value.map((id) => options.find((option) => option.id === id) ?? { id, label: `#${id}` });
  const add = (text: string) => {
    const id = byLabel.get(text);
    if (id === undefined) return false;
    if (!value.includes(id)) onChange([...value, id]);
    setTyped('');
    return true;
  };
  return (
    <Box>
      <TextField
        label={label}
        value={typed}
        onChange={(event) => {
          // A suggestion picked from the list arrives whole: it is added at once.
          if (!add(event.target.value)) setTyped(event.target.value);
        }}
        helperText={t('admin.fields.addByName')}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { list: listId, autoComplete: 'off', 'data-testid': rest['data-testid'] } }}
      />
      <datalist id={listId}>
        {options
          .filter((option) => !value.includes(option.id))
          .map((option) => (
            <option key={option.id} value={option.label} />
          ))}
      </datalist>
      {chosen.length > 0 ? (
        <Box
          component="ul"
          aria-label={label}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {chosen.map((option) => (
            <Box
              component="li"
              key={option.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                pl: 1.5,
                border: 1,
                borderColor: 'grey.500',
                borderRadius: 4,
              }}
            >
              {option.label}
              <AppIconButton
                size="small"
                aria-label={t('admin.fields.remove', { name: option.label })}
                onClick={() => onChange(value.filter((id) => id !== option.id))}
              >
                <Close fontSize="small" />
              </AppIconButton>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** A yes/no field: a checkbox inside its label. */
export function FlagField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <ChoiceInput type="checkbox" label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />
  );
}
