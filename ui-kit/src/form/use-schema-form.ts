import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { changedPaths, fieldId, valueAt } from './paths';

/** What a domain's validator answers and what a 400 carries (the kernel's `FieldErrorMap`). */
export type SchemaErrors = Readonly<Record<string, readonly string[] | undefined>>;

export interface SchemaFormOptions<V extends object> {
  initialValues: V;
  /** the same function the server applies */
  validate: (values: V) => SchemaErrors;
  /** the draft model: the paths it changes are written back. Idempotent. */
  derive?: (values: V, previous: V) => V;
  onValuesChange?: (values: V, previous: V) => void;
}

export interface FieldOptions {
  label?: ReactNode;
  /** the summary's name of the field when the label is not plain text */
  summaryLabel?: string;
  type?: 'checkbox';
  /** shown value → stored value ('' → undefined, an id string → number) */
  parse?: (shown: unknown) => unknown;
  format?: (stored: unknown) => unknown;
}

export interface FieldBinding {
  id: string;
  name: string;
  label?: ReactNode;
  error?: ReactNode;
  defaultValue?: string;
  defaultChecked?: boolean;
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  /** a value written from code is put into the element, and nothing renders */
  inputRef: (element: HTMLElement | null) => void;
}

export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

export interface SchemaForm<V extends object> {
  field(path: string, options?: FieldOptions): FieldBinding;
  /** renders the calling component (only) when the value changes */
  useValue<T = unknown>(path: string): T;
  getValues(): V;
  setValue(path: string, value: unknown): void;
  /** what differs in `next`, derived and reported once */
  setValues(next: V): void;
  validate(): boolean;
  /** answers the paths no field on the page shows */
  setServerErrors(errors: SchemaErrors): string[];
  clearErrors(): void;
  /** in page order, after a failed check */
  summary: ErrorSummaryItem[];
  /** the summary takes the focus on each failed check */
  failures: number;
  mantine: UseFormReturnType<V>;
}

const lowerFirst = (m: string) => (/^[A-Z][a-z]/.test(m) ? m[0]!.toLowerCase() + m.slice(1) : m);
const upperFirst = (m: string) => (/^[a-z]/.test(m) ? m[0]!.toUpperCase() + m.slice(1) : m);

/** "Middle names: use letters…"; after a question, a sentence ("How should we phone you? Choose…"). */
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

function show(element: HTMLElement, options: FieldOptions, stored: unknown) {
  const shown = options.format ? options.format(stored) : stored;
  if (element instanceof HTMLInputElement && options.type === 'checkbox') element.checked = shown === true;
  else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
    const text = shown === undefined || shown === null ? '' : String(shown);
    if (element.value !== text) element.value = text;
  } else for (const radio of element.querySelectorAll<HTMLInputElement>('input[type=radio]')) radio.checked = radio.value === String(shown);
}

// uncontrolled: neither a keystroke nor a value written from code renders a component; useValue renders only its caller
export function useSchemaForm<V extends object>(options: SchemaFormOptions<V>): SchemaForm<V> {
  const opts = useRef(options);
  opts.current = options;
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
  const refresh = (paths: readonly string[]) => {
    const values = formRef.current!.getValues();
    for (const [path, field] of fields.current) {
      if (!field.element || !paths.some((p) => path === p || path.startsWith(`${p}.`))) continue;
      const stored = valueAt(values, path);
      field.last = stored;
      show(field.element, field.options, stored);
    }
  };
  /** Writes the paths of `next` that differ as one change; answers them. */
  const writeHeld = (from: V, next: V) => {
    const paths = changedPaths(from, next);
    holding.current = true;
    try {
      for (const path of paths) write(path, valueAt(next, path));
    } finally {
      holding.current = false;
    }
    return paths;
  };
  const writeAll = (next: V) => {
    const before = formRef.current!.getValues();
    const paths = writeHeld(before, next);
    if (paths.length === 0) return;
    onValuesChange(formRef.current!.getValues(), before);
    refresh(paths);
  };
  function onValuesChange(values: V, previous: V) {
    if (holding.current || !formRef.current) return;
    const derive = opts.current.derive;
    if (derive) {
      const paths = writeHeld(values, derive(values, previous));
      if (paths.length > 0) {
        refresh(paths);
        values = formRef.current.getValues();
      }
    }
    opts.current.onValuesChange?.(values, previous);
  }

  // so that the first keystroke derives nothing new
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

  // Mantine sets a new errors object on every check: the same errors keep their object, so that the form below
  // changes (and its fields render) only when what they show changes
  const shownErrors = useRef(form.errors);
  if (changedPaths(shownErrors.current, form.errors).length > 0) shownErrors.current = form.errors;
  const errors = shownErrors.current;
  const summary = useMemo<ErrorSummaryItem[]>(() => {
    if (!checked.shown) return [];
    const entries = Object.entries(errors).filter(([, message]) => message !== undefined && message !== null && message !== false);
    // by id: a group the validator names as a whole, such as an address history
    const element = (path: string) => fields.current.get(path)?.element ?? (typeof document === 'undefined' ? null : document.getElementById(fieldId(path)));
    // errors of fields not on the page keep the validator's order, last
    return entries
      .map(([path, message], index) => ({ path, message: String(message), index, element: element(path) }))
      .sort((a, b) => (a.element && b.element ? (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1) : a.element ? -1 : b.element ? 1 : a.index - b.index))
      .map(({ path, message }) => {
        const { label, summaryLabel } = fields.current.get(path)?.options ?? {};
        return { fieldId: fieldId(path), message: summaryLine(summaryLabel ?? (typeof label === 'string' ? label : undefined), message) };
      });
  }, [checked, errors]);

  // one object while the errors, the summary and the failures stay: the methods read the form through its ref
  return useMemo<SchemaForm<V>>(() => {
    const mantine = () => formRef.current!;
    const field = (path: string, fieldOptions: FieldOptions = {}): FieldBinding => {
      let known = fields.current.get(path);
      if (!known) {
        const entry = {
          element: null as HTMLElement | null,
          options: fieldOptions,
          last: valueAt(mantine().getValues(), path),
          ref: (element: HTMLElement | null) => {
            entry.element = element;
            // a field put back in the page (a step rendered ahead and revealed) shows what was written while it was away
            const stored = element ? valueAt(mantine().getValues(), path) : entry.last;
            if (element && !Object.is(stored, entry.last)) {
              entry.last = stored;
              show(element, entry.options, stored);
            }
          },
        };
        known = entry;
        fields.current.set(path, entry);
      }
      known.options = fieldOptions;
      const checkbox = fieldOptions.type === 'checkbox';
      const stored = valueAt(mantine().getValues(), path);
      const shown = fieldOptions.format ? fieldOptions.format(stored) : stored;
      return {
        id: fieldId(path),
        name: path,
        label: fieldOptions.label,
        error: errors[path],
        ...(checkbox ? { defaultChecked: shown === true } : { defaultValue: shown === undefined || shown === null ? '' : String(shown) }),
        onChange: (eventOrValue) => {
          const raw = readChange(eventOrValue, checkbox);
          known.last = fieldOptions.parse ? fieldOptions.parse(raw) : raw;
          write(path, known.last);
        },
        // one only passed through is not checked: its error would move the page under the pointer
        onBlur: () => mantine().isTouched(path as never) && void mantine().validateField(path as never),
        inputRef: known.ref,
      };
    };

    return {
      field,
      useValue: <T,>(path: string) => mantine().useWatchValue(path as never) as T,
      getValues: () => mantine().getValues(),
      setValue: (path, value) => {
        write(path, value);
        refresh([path]);
      },
      setValues: writeAll,
      validate: () => {
        const { hasErrors } = mantine().validate();
        setChecked((c) => (hasErrors ? { failures: c.failures + 1, shown: true } : c.shown ? { ...c, shown: false } : c));
        return !hasErrors;
      },
      setServerErrors: (serverErrors) => {
        const first = firstErrors(serverErrors);
        const placed = Object.fromEntries(Object.entries(first).filter(([path]) => fields.current.get(path)?.element));
        mantine().setErrors(placed);
        setChecked((c) => ({ failures: c.failures + 1, shown: Object.keys(placed).length > 0 }));
        return Object.keys(first).filter((path) => !(path in placed));
      },
      clearErrors: () => {
        if (Object.keys(mantine().errors).length > 0) mantine().clearErrors();
        setChecked((c) => (c.shown ? { ...c, shown: false } : c));
      },
      summary,
      failures: checked.failures,
      get mantine() {
        return mantine();
      },
    };
    // write, refresh and writeAll read only refs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors, summary, checked.failures]);
}
