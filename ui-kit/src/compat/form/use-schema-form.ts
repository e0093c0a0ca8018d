// compatibility for phase B/C of issue 41: delete when nothing imports it
import { useCallback, useMemo, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ErrorSummaryItem } from '../error-summary';
import { changedPaths, defaultFieldId, valueAt } from './field-paths';

/** Field errors keyed by path, the shape of every shared validator's answer and of every 400 (shared-contracts `FieldErrorMap`). */
export type SchemaErrors = Record<string, readonly string[] | undefined>;

export interface SchemaFormOptions<V extends object> {
  initialValues: V;
  /** the shared validator of this form or step (shared-contracts): the same rules the server applies */
  validate: (values: V) => SchemaErrors;
  /**
   * The values as they must be after a change (the draft model of spec §4): the paths it changes are written back
   * into the form, each remounting only its own input. Must be idempotent.
   */
  derive?: (values: V, previous: V) => V;
  /** every change, after `derive`: feeds autosave, a local copy, anything that follows the values */
  onValuesChange?: (values: V, previous: V) => void;
  /** DOM id of the field at a path (default `field-<path with dots as dashes>`) */
  fieldId?: (path: string) => string;
}

export interface FieldOptions {
  /** the field's visible label; the error summary names the field with it */
  label?: ReactNode;
  /** the name the error summary uses when the label is not plain text */
  summaryLabel?: string;
  /** 'checkbox' binds `defaultChecked`; 'input' (default) binds `defaultValue` */
  type?: 'input' | 'checkbox';
  /** shown value → stored value (e.g. '' → undefined, an id string → number) */
  parse?: (shown: unknown) => unknown;
  /** stored value → shown value (the input shows it as text) */
  format?: (stored: unknown) => unknown;
}

export interface FieldProps {
  id: string;
  label?: ReactNode;
  'data-path': string;
  defaultValue?: string;
  defaultChecked?: boolean;
  error?: ReactNode;
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
}

export interface SchemaForm<V extends object> {
  /** the underlying @mantine/form form (uncontrolled mode) */
  form: UseFormReturnType<V>;
  /** the props of the input at `path`; put `key={key(path)}` on the input, so that a value set from outside remounts it */
  field(path: string, options?: FieldOptions): FieldProps;
  key(path: string): string;
  /** the value at `path`, re-rendering the calling component (only) when it changes */
  useValue<T = unknown>(path: string): T;
  /** the current values, without subscribing */
  getValues(): V;
  /** sets a value from code (a button, a modal, the server's answer): the field's input is remounted with it */
  setValue(path: string, value: unknown): void;
  /** replaces the values that differ from `next`, field by field (an adopted server draft) */
  adopt(next: V): void;
  /** hides every error and the summary (a new step of a wizard) */
  clearErrors(): void;
  /** the form's submit handler: validates with the shared validator; on errors shows the summary (focused) */
  onSubmit(onValid: (values: V) => void | Promise<void>): (event?: FormEvent<HTMLFormElement>) => void;
  /** validates now, showing every error and the summary; true when valid */
  validateAll(): boolean;
  /** errors the server answered (400 field errors), shown like the form's own */
  setServerErrors(errors: SchemaErrors): void;
  /** the error summary's items after a failed submit, "Label: message" in page order; empty before */
  summary: ErrorSummaryItem[];
  /** whether a submit failed validation since the last successful one */
  submitted: boolean;
}

const firstErrors = (errors: SchemaErrors): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [path, list] of Object.entries(errors)) if (list && list.length > 0) out[path] = list[0]!;
  return out;
};

const lowerFirst = (message: string) => (/^[A-Z][a-z]/.test(message) ? message[0]!.toLowerCase() + message.slice(1) : message);
const upperFirst = (message: string) => (/^[a-z]/.test(message) ? message[0]!.toUpperCase() + message.slice(1) : message);

/**
 * One line of the error summary: the field's label, then its message ("Middle names: use letters…"); a label that
 * is a question is followed by the message as a sentence ("How should we phone you? Choose how…", not "you?: choose").
 */
export function summaryLine(label: string | undefined, message: string): string {
  if (!label || message.startsWith(label)) return message;
  return /[?!]$/.test(label.trim()) ? `${label.trim()} ${upperFirst(message)}` : `${label}: ${lowerFirst(message)}`;
}

function readChange(eventOrValue: unknown, type: FieldOptions['type']): unknown {
  if (eventOrValue && typeof eventOrValue === 'object' && 'currentTarget' in eventOrValue) {
    const target = (eventOrValue as { currentTarget: HTMLInputElement }).currentTarget;
    return type === 'checkbox' ? target.checked : target.value;
  }
  return eventOrValue;
}

/**
 * The one form layer of the product (docs/decisions/023): @mantine/form in uncontrolled mode, validated by the
 * shared validators of shared-contracts, with the draft model applied on every change and an error summary
 * naming each field in page order. A keystroke updates the form's values without rendering any component
 * (Mantine renders the form once when a field first becomes dirty); only components that read a value with
 * `useValue` re-render when it changes.
 */
export function useSchemaForm<V extends object>(options: SchemaFormOptions<V>): SchemaForm<V> {
  const opts = useRef(options);
  opts.current = options;
  const fieldId = options.fieldId ?? defaultFieldId;
  const labels = useRef(new Map<string, string>());
  // the paths of the fields on screen, and how many times each was written from code: part of its key, so that a
  // value written to a field or to any object above it (a derived '_idDocument') remounts the field with it
  const remounts = useRef(new Map<string, number>());
  // answers whether a field on screen was affected: a write to a path no input shows (a step's completion, a
  // derived flag) remounts nothing, so nothing renders (issue 15: a step move rendered the whole step for each)
  const remount = useCallback((paths: readonly string[]): boolean => {
    let affected = false;
    for (const [fieldPath, count] of remounts.current) {
      if (paths.some((p) => fieldPath === p || fieldPath.startsWith(`${p}.`))) {
        remounts.current.set(fieldPath, count + 1);
        affected = true;
      }
    }
    return affected;
  }, []);
  const deriving = useRef(false);
  const [submitted, setSubmitted] = useState(false);
  // bumped whenever inputs must be remounted with values set from code: the returned object changes only then, or
  // when the errors do, so that components reading it through a context do not render on a keystroke
  const [written, bumpWritten] = useReducer((n: number) => n + 1, 0);
  // the form, for onValuesChange (which useForm needs before it has returned the form)
  const formRef = useRef<UseFormReturnType<V>>(undefined);

  /** Sets a value, first making the objects and lists above it that do not exist yet (Mantine's setPath does not). */
  const write = useCallback((path: string, value: unknown) => {
    const form = formRef.current!;
    const parts = path.split('.');
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('.');
      const existing = valueAt(form.getValues(), parent);
      if (existing === undefined || existing === null) form.setFieldValue(parent as never, (/^\d+$/.test(parts[i]!) ? [] : {}) as never, { forceUpdate: false });
    }
    form.setFieldValue(path as never, value as never, { forceUpdate: false });
  }, []);

  const onValuesChange = useCallback((values: V, previous: V) => {
    const form = formRef.current;
    if (deriving.current || !form) return;
    const derive = opts.current.derive;
    if (derive) {
      const derived = derive(values, previous);
      const paths = changedPaths(values, derived);
      if (paths.length > 0) {
        deriving.current = true;
        try {
          for (const path of paths) write(path, valueAt(derived, path));
        } finally {
          deriving.current = false;
        }
        if (remount(paths)) bumpWritten();
        values = form.getValues();
      }
    }
    opts.current.onValuesChange?.(values, previous);
  }, [remount, write]);

  const validateRef = useCallback((values: V) => firstErrors(opts.current.validate(values)), []);

  // the loaded values are brought to the draft model too, so that the first keystroke derives nothing new
  const [initialValues] = useState(() => (options.derive ? options.derive(options.initialValues, options.initialValues) : options.initialValues));
  const form = useForm<V>({
    mode: 'uncontrolled',
    initialValues,
    validate: validateRef,
    validateInputOnBlur: true,
    clearInputErrorOnChange: true,
    onValuesChange,
  });
  formRef.current = form;
  // Mantine answers a new errors object on every validation, even an empty one for a valid form: what the readers
  // see changes only when an error does, or every field of the form renders on each valid submit (issue 15)
  const errors = useStableErrors(form.errors);

  const summary = useMemo<ErrorSummaryItem[]>(() => {
    if (!submitted) return [];
    const entries = Object.entries(errors).filter(([, message]) => message !== undefined && message !== null && message !== false);
    const node = (path: string) => (typeof document === 'undefined' ? null : document.getElementById(fieldId(path)));
    // page order: the fields' order in the document; fields not on the page (yet) keep the validator's order, last
    const ordered = entries
      .map(([path, message], index) => ({ path, message, index, el: node(path) }))
      .sort((a, b) => {
        if (a.el && b.el) return a.el === b.el ? 0 : a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
        if (a.el) return -1;
        if (b.el) return 1;
        return a.index - b.index;
      });
    return ordered.map(({ path, message }) => {
      const label = labels.current.get(path);
      const text = String(message);
      return { fieldId: fieldId(path), message: summaryLine(label, text) };
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the errors change
  }, [submitted, errors]);

  return useMemo<SchemaForm<V>>(() => {
    const current = () => formRef.current!;
    const validateAll = () => {
      const result = current().validate();
      setSubmitted(result.hasErrors);
      return !result.hasErrors;
    };
    const field = (path: string, o: FieldOptions = {}): FieldProps => {
      const text = o.summaryLabel ?? (typeof o.label === 'string' ? o.label : undefined);
      if (text) labels.current.set(path, text);
      if (!remounts.current.has(path)) remounts.current.set(path, 0);
      const stored = valueAt(current().getValues(), path);
      const shown = o.format ? o.format(stored) : stored;
      const bound: FieldProps = {
        id: fieldId(path),
        label: o.label,
        'data-path': path,
        error: current().errors[path],
        onChange: (eventOrValue) => {
          const raw = readChange(eventOrValue, o.type);
          write(path, o.parse ? o.parse(raw) : raw);
        },
        onBlur: () => {
          current().validateField(path as never);
        },
      };
      if (o.type === 'checkbox') bound.defaultChecked = shown === true;
      else bound.defaultValue = shown === undefined || shown === null ? '' : String(shown);
      return bound;
    };
    return {
      form: current(),
      field,
      key: (path) => `${current().key(path as never)}.${remounts.current.get(path) ?? 0}`,
      // a hook of Mantine's (useSyncExternalStore on the path's watchers)
      useValue: <T,>(path: string) => current().useWatchValue(path as never) as T,
      getValues: () => current().getValues(),
      setValue: (path, value) => {
        write(path, value);
        if (remount([path])) bumpWritten();
      },
      adopt: (next: V) => {
        const before = current().getValues();
        const paths = changedPaths(before, next);
        if (paths.length === 0) return;
        // the paths written are one change: derived and reported once, after the last, not once per path (a step's
        // completion or the server's answer adopted on a step move derived and stored the whole draft per path)
        deriving.current = true;
        try {
          for (const path of paths) write(path, valueAt(next, path));
        } finally {
          deriving.current = false;
        }
        const remounted = remount(paths);
        onValuesChange(current().getValues(), before);
        if (remounted) bumpWritten();
      },
      clearErrors: () => {
        // no errors shown: nothing to clear, and no render of every field (a new step starts this way)
        if (Object.keys(current().errors).length > 0) current().clearErrors();
        setSubmitted(false);
      },
      onSubmit: (onValid) => (event) => {
        event?.preventDefault();
        if (!validateAll()) return;
        void onValid(current().getValues());
      },
      validateAll,
      setServerErrors: (errors) => {
        const first = firstErrors(errors);
        current().setErrors(first);
        setSubmitted(Object.keys(first).length > 0);
      },
      summary,
      submitted,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the object changes with what its readers show
  }, [errors, submitted, summary, written]);
}

type FormErrors = UseFormReturnType<object>['errors'];

/** The previous errors object while the errors are the same paths and messages. */
function useStableErrors(errors: FormErrors): FormErrors {
  const last = useRef(errors);
  const before = last.current;
  const keys = Object.keys(errors);
  const same = before === errors || (keys.length === Object.keys(before).length && keys.every((k) => before[k] === errors[k]));
  if (!same) last.current = errors;
  return last.current;
}
