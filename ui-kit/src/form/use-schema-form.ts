import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { changedPaths, fieldId, valueAt } from './paths';

/** Field errors keyed by path: what a domain's validator answers and what a 400 carries (the kernel's `FieldErrorMap`). */
export type SchemaErrors = Readonly<Record<string, readonly string[] | undefined>>;

export interface SchemaFormOptions<V extends object> {
  initialValues: V;
  /** the domain's validator of this form or step: the same function the server applies */
  validate: (values: V) => SchemaErrors;
  /** the values as they must be after a change (the draft model): the paths it changes are written back. Idempotent. */
  derive?: (values: V, previous: V) => V;
  /** every change, after `derive` (autosave, a local copy) */
  onValuesChange?: (values: V, previous: V) => void;
}

export interface FieldOptions {
  /** the field's label; the error summary names the field with it */
  label?: ReactNode;
  /** the summary's name of the field when the label is not plain text */
  summaryLabel?: string;
  /** 'checkbox' binds `defaultChecked`; otherwise `defaultValue` */
  type?: 'checkbox';
  /** shown value → stored value ('' → undefined, an id string → number) */
  parse?: (shown: unknown) => unknown;
  /** stored value → shown value */
  format?: (stored: unknown) => unknown;
}

/** What `field(path)` gives a field of ui-kit/form: spread it on the field. */
export interface FieldBinding {
  id: string;
  name: string;
  label?: ReactNode;
  error?: ReactNode;
  defaultValue?: string;
  defaultChecked?: boolean;
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  /** the field's element: a value written from code (`setValue`, the draft model) is put there, nothing renders */
  inputRef: (element: HTMLElement | null) => void;
}

export interface ErrorSummaryItem {
  /** the id of the field the message is about: the summary's link moves the focus there */
  fieldId: string;
  message: string;
}

export interface SchemaForm<V extends object> {
  field(path: string, options?: FieldOptions): FieldBinding;
  /** the value at `path`, rendering the calling component (only) when it changes */
  useValue<T = unknown>(path: string): T;
  /** the values now, without subscribing */
  getValues(): V;
  /** writes a value from code (a button, a chosen suggestion): the form and its field, without a render */
  setValue(path: string, value: unknown): void;
  /** writes what differs in `next`, path by path, derived and reported once (a saved draft, the server's answer) */
  setValues(next: V): void;
  /** checks every field with the validator, showing every error and the summary; true when valid */
  validate(): boolean;
  /** the server's 400 field errors on the same fields and in the summary; answers the paths no field on the page shows (left out) */
  setServerErrors(errors: SchemaErrors): string[];
  /** hides every error and the summary */
  clearErrors(): void;
  /** after a failed check: each field in error, "Label: message", in page order; empty before */
  summary: ErrorSummaryItem[];
  /** counts the failed checks: the summary takes the focus on each */
  failures: number;
  /** the @mantine/form form underneath (uncontrolled mode) */
  mantine: UseFormReturnType<V>;
}

const lowerFirst = (m: string) => (/^[A-Z][a-z]/.test(m) ? m[0]!.toLowerCase() + m.slice(1) : m);
const upperFirst = (m: string) => (/^[a-z]/.test(m) ? m[0]!.toUpperCase() + m.slice(1) : m);

/** One line of the summary: "Middle names: use letters…"; after a question, a sentence ("How should we phone you? Choose…"). */
export function summaryLine(label: string | undefined, message: string): string {
  if (!label || message.startsWith(label)) return message;
  return /[?!]$/.test(label.trim()) ? `${label.trim()} ${upperFirst(message)}` : `${label}: ${lowerFirst(message)}`;
}

const firstErrors = (errors: SchemaErrors): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [path, list] of Object.entries(errors)) if (list && list.length > 0) out[path] = list[0]!;
  return out;
};

const readChange = (eventOrValue: unknown, checkbox: boolean): unknown => {
  if (!eventOrValue || typeof eventOrValue !== 'object' || !('currentTarget' in eventOrValue)) return eventOrValue;
  const target = (eventOrValue as { currentTarget: HTMLInputElement }).currentTarget;
  return checkbox ? target.checked : target.value;
};

/** Puts a value written from code into its field's element: an input, a select, a textarea, or a group of radios. */
function show(element: HTMLElement, shown: unknown, checkbox: boolean) {
  if (element instanceof HTMLInputElement && checkbox) element.checked = shown === true;
  else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
    const text = shown === undefined || shown === null ? '' : String(shown);
    if (element.value !== text) element.value = text;
  } else for (const radio of element.querySelectorAll<HTMLInputElement>('input[type=radio]')) radio.checked = radio.value === String(shown);
}

/**
 * The one form layer (issue 41): @mantine/form in uncontrolled mode, checked by the domain's validator. A keystroke
 * writes the form's values and renders no component; a value written from code (the draft model, `setValue`) is put
 * into its field's element, and renders nothing either. A component that must follow a value reads it with
 * `useValue(path)` and only it renders when it changes. Errors show once a changed field is left, and all of them, with the
 * summary, after a failed submit; the server's 400 field errors land on the same fields.
 */
export function useSchemaForm<V extends object>(options: SchemaFormOptions<V>): SchemaForm<V> {
  const opts = useRef(options);
  opts.current = options;
  // the fields on the page: their element, how they show a value, and the value they last showed (typed or written)
  const fields = useRef(new Map<string, { element: HTMLElement | null; options: FieldOptions; ref: (element: HTMLElement | null) => void; last: unknown }>());
  const holding = useRef(false);
  const formRef = useRef<UseFormReturnType<V>>(undefined);
  const [checked, setChecked] = useState({ failures: 0, shown: false });

  const write = (path: string, value: unknown) => {
    const form = formRef.current!;
    // the objects and lists above a path are made first (Mantine's setPath does not make them)
    const parts = path.split('.');
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('.');
      if (valueAt(form.getValues(), parent) == null) form.setFieldValue(parent as never, (/^\d+$/.test(parts[i]!) ? [] : {}) as never, { forceUpdate: false });
    }
    form.setFieldValue(path as never, value as never, { forceUpdate: false });
  };
  /** Shows in their elements the values of the fields at or under the paths written. */
  const refresh = (paths: readonly string[]) => {
    const values = formRef.current!.getValues();
    for (const [path, field] of fields.current) {
      if (!field.element || !paths.some((p) => path === p || path.startsWith(`${p}.`))) continue;
      const stored = valueAt(values, path);
      field.last = stored;
      show(field.element, field.options.format ? field.options.format(stored) : stored, field.options.type === 'checkbox');
    }
  };
  /** Writes the paths of `next` that differ, held as one change, then derives and reports once. */
  const writeAll = (next: V) => {
    const form = formRef.current!;
    const before = form.getValues();
    const paths = changedPaths(before, next);
    if (paths.length === 0) return;
    holding.current = true;
    try {
      for (const path of paths) write(path, valueAt(next, path));
    } finally {
      holding.current = false;
    }
    onValuesChange(form.getValues(), before);
    refresh(paths);
  };
  function onValuesChange(values: V, previous: V) {
    if (holding.current || !formRef.current) return;
    const derive = opts.current.derive;
    if (derive) {
      const derived = derive(values, previous);
      const paths = changedPaths(values, derived);
      if (paths.length > 0) {
        holding.current = true;
        try {
          for (const path of paths) write(path, valueAt(derived, path));
        } finally {
          holding.current = false;
        }
        refresh(paths);
        values = formRef.current.getValues();
      }
    }
    opts.current.onValuesChange?.(values, previous);
  }

  // the values loaded are brought to the draft model too, so that the first keystroke derives nothing new
  const [initialValues] = useState(() => (options.derive ? options.derive(options.initialValues, options.initialValues) : options.initialValues));
  const form = useForm<V>({
    mode: 'uncontrolled',
    initialValues,
    validate: (values) => firstErrors(opts.current.validate(values)),
    validateInputOnBlur: true,
    clearInputErrorOnChange: true,
    onValuesChange,
  });
  formRef.current = form;

  const { errors } = form;
  const summary = useMemo<ErrorSummaryItem[]>(() => {
    if (!checked.shown) return [];
    const entries = Object.entries(errors).filter(([, message]) => message !== undefined && message !== null && message !== false);
    // a field's element, or the element of its id (a group the validator names as a whole, such as an address history)
    const element = (path: string) => fields.current.get(path)?.element ?? (typeof document === 'undefined' ? null : document.getElementById(fieldId(path)));
    // page order: the fields' order in the document; errors of fields not on the page keep the validator's order, last
    return entries
      .map(([path, message], index) => ({ path, message: String(message), index, element: element(path) }))
      .sort((a, b) => (a.element && b.element ? (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1) : a.element ? -1 : b.element ? 1 : a.index - b.index))
      .map(({ path, message }) => {
        const { label, summaryLabel } = fields.current.get(path)?.options ?? {};
        return { fieldId: fieldId(path), message: summaryLine(summaryLabel ?? (typeof label === 'string' ? label : undefined), message) };
      });
  }, [checked, errors]);

  const field = (path: string, fieldOptions: FieldOptions = {}): FieldBinding => {
    let known = fields.current.get(path);
    if (!known) {
      const entry = {
        element: null as HTMLElement | null,
        options: fieldOptions,
        last: valueAt(form.getValues(), path),
        ref: (element: HTMLElement | null) => {
          entry.element = element;
          // a field put back in the page (a step rendered ahead and revealed) shows what was written while it was away
          const stored = element && formRef.current ? valueAt(formRef.current.getValues(), path) : entry.last;
          if (element && !Object.is(stored, entry.last)) {
            entry.last = stored;
            show(element, entry.options.format ? entry.options.format(stored) : stored, entry.options.type === 'checkbox');
          }
        },
      };
      known = entry;
      fields.current.set(path, entry);
    }
    known.options = fieldOptions;
    const checkbox = fieldOptions.type === 'checkbox';
    const stored = valueAt(form.getValues(), path);
    const shown = fieldOptions.format ? fieldOptions.format(stored) : stored;
    return {
      id: fieldId(path),
      name: path,
      label: fieldOptions.label,
      error: form.errors[path],
      ...(checkbox ? { defaultChecked: shown === true } : { defaultValue: shown === undefined || shown === null ? '' : String(shown) }),
      onChange: (eventOrValue) => {
        const raw = readChange(eventOrValue, checkbox);
        known.last = fieldOptions.parse ? fieldOptions.parse(raw) : raw;
        write(path, known.last);
      },
      // a field the person changed is checked when left; one only passed through is not (its error would move the page under the pointer)
      onBlur: () => form.isTouched(path as never) && void form.validateField(path as never),
      inputRef: known.ref,
    };
  };

  const validate = () => {
    const { hasErrors } = form.validate();
    setChecked((c) => ({ failures: hasErrors ? c.failures + 1 : c.failures, shown: hasErrors }));
    return !hasErrors;
  };

  return {
    field,
    useValue: <T,>(path: string) => form.useWatchValue(path as never) as T,
    getValues: () => form.getValues(),
    setValue: (path, value) => {
      write(path, value);
      refresh([path]);
    },
    setValues: writeAll,
    validate,
    setServerErrors: (serverErrors) => {
      const first = firstErrors(serverErrors);
      const placed = Object.fromEntries(Object.entries(first).filter(([path]) => fields.current.get(path)?.element));
      form.setErrors(placed);
      setChecked((c) => ({ failures: c.failures + 1, shown: Object.keys(placed).length > 0 }));
      return Object.keys(first).filter((path) => !(path in placed));
    },
    clearErrors: () => {
      if (Object.keys(form.errors).length > 0) form.clearErrors();
      setChecked((c) => (c.shown ? { ...c, shown: false } : c));
    },
    summary,
    failures: checked.failures,
    mantine: form,
  };
}
