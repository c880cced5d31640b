import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { ChoiceInput } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { opaquePart, pickColour } from './admin-colours.ts';
import { type TFieldProblem, timeOptions } from './admin-form-model.ts';
import { Cell } from './EditDialog.tsx';

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
/** A field's value, its problem and its change: what `bindField` gives. */
type TBound<V> = { value: V; problem?: TFieldProblem; onChange: (value: V) => void; onBlur?: () => void };
type TValueProps<V> = TFieldProps & TBound<V>;

/**
 * What the forms' text fields have in common: the label (with its required mark), the value and
 * its change, and the problem below the field (spec 3 §5 validates eagerly; the form shows a
 * field's problem once the field was left or Save pressed: see `shownProblems`).
 */
function useTextFieldProps({ label, problem, required, value, onChange, onBlur }: TValueProps<string>) {
  const helperText = useProblemText()(label, problem);
  return {
    label,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    onBlur,
    required,
    error: problem !== undefined,
    helperText,
    fullWidth: true,
    size: 'small' as const,
  };
}

/** A text field that shows its problem at once. */
export function AdminTextField({
  multiline,
  type,
  inputMode,
  ...field
}: TValueProps<string> & { multiline?: boolean; type?: 'text'; inputMode?: 'numeric' }) {
  return (
    <TextField
      {...useTextFieldProps(field)}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      type={type}
      slotProps={{ htmlInput: { inputMode, 'data-testid': field['data-testid'] } }}
    />
  );
}

/** spec 3 §5: a time in 24-hour format, minutes in 5-minute steps (a native select: typing "09" jumps there). */
export function TimeField(field: TValueProps<string>) {
  return (
    <TextField
      select
      {...useTextFieldProps(field)}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': field['data-testid'] } }}
    >
      {field.value === '' ? <option value="" /> : null}
      {timeOptions(field.value).map((time) => (
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
export function ColourField(field: TValueProps<string>) {
  const { t } = useTranslation();
  const { label, value, onChange } = field;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        {...useTextFieldProps(field)}
        slotProps={{ htmlInput: { maxLength: 9, spellCheck: false, 'data-testid': field['data-testid'] } }}
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
export function ComboField({ options, ...field }: TValueProps<string> & { options: readonly string[] }) {
  const listId = useId();
  return (
    <>
      <TextField
        {...useTextFieldProps(field)}
        slotProps={{ htmlInput: { list: listId, autoComplete: 'off', 'data-testid': field['data-testid'] } }}
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
  value,
  onChange,
  options,
  ...field
}: TValueProps<number | null> & { options: readonly TOption[] }) {
  const text = useTextFieldProps({
    ...field,
    value: value === null ? '' : String(value),
    onChange: (chosen) => onChange(chosen === '' ? null : Number(chosen)),
  });
  return (
    <TextField
      select
      {...text}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': field['data-testid'] },
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
 * Several of a list (the moderators): a name picked from the browser's suggestions, or typed
 * whole and entered, is added; each chosen one has its remove button.
 */
export function MultiChoiceField({
  label,
  value,
  onChange,
  options,
  ...rest
}: TValueProps<number[]> & { options: readonly TOption[] }) {
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
          // A suggestion picked from the list arrives whole, not typed: it is added at once. A typed
          // name waits for Enter (it may begin another's: "Ann Lee" of "Ann Leeds").
          const { inputType } = event.nativeEvent as InputEvent;
          const picked = inputType === undefined || inputType === 'insertReplacementText';
          if (!(picked && add(event.target.value))) setTyped(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter adds the name typed rather than saving the form; an unknown name stays to be corrected.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add(typed.trim());
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
export function FlagField({ label, value, onChange }: TValueProps<boolean>) {
  return (
    <ChoiceInput type="checkbox" label={label} checked={value} onChange={(event) => onChange(event.target.checked)} />
  );
}

/** A form's wiring of the fields named `K`, each holding a `V` (see `bindField`). */
type TBoundFields<K extends string, V> = (key: K) => TBound<V>;

/* The fields the session and presentation forms share, in the same places of their six columns. */

/** spec 3 §2: the type and the theme, half a line each. */
export function TypeAndThemeFields({
  field,
  types,
  themes,
}: {
  field: TBoundFields<'type' | 'theme', string>;
  types: readonly string[];
  themes: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Cell span={3}>
        <ComboField label={t('admin.fields.type')} {...field('type')} options={types} />
      </Cell>
      <Cell span={3}>
        <ComboField label={t('admin.fields.theme')} {...field('theme')} options={themes} />
      </Cell>
    </>
  );
}

/** spec 3 §2, §5: the start and end times (required), a third of a line each; test ids `{testId}-start` and `-end`. */
export function StartAndEndFields({
  field,
  testId,
}: {
  field: TBoundFields<'startTime' | 'endTime', string>;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Cell span={2}>
        <TimeField
          label={t('admin.fields.startTime')}
          required
          {...field('startTime')}
          data-testid={`${testId}-start`}
        />
      </Cell>
      <Cell span={2}>
        <TimeField label={t('admin.fields.endTime')} required {...field('endTime')} data-testid={`${testId}-end`} />
      </Cell>
    </>
  );
}

/** spec 3 §2: the keywords, comma-separated, on a line of their own. */
export function KeywordsField({ field }: { field: TBoundFields<'keywords', string> }) {
  const { t } = useTranslation();
  return (
    <Cell span={6}>
      <AdminTextField
        label={`${t('admin.fields.keywords')} (${t('admin.fields.keywordsHelp')})`}
        {...field('keywords')}
      />
    </Cell>
  );
}

/** The rich-text editor comes on use, in a chunk of its own: only organisers open these forms. */
const RichTextField = lazy(() => import('./RichTextField.tsx'));

/**
 * spec 3 §2: the description, on a line of its own, in a small rich-text editor (bold, italic,
 * links, lists) whose HTML the server sanitises again when it is saved.
 */
export function DescriptionField({ field }: { field: TBoundFields<'description', string> }) {
  const { t } = useTranslation();
  return (
    <Cell span={6}>
      <Suspense fallback={<Loading />}>
        <RichTextField label={t('admin.fields.description')} {...field('description')} />
      </Suspense>
    </Cell>
  );
}
