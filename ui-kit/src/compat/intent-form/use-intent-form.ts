// compatibility for phase B/C of issue 41: delete when nothing imports it
import { useRef, useState, type FormEvent } from 'react';
// the form layer through the package, so that a remote bundling this entry uses the shared layer, not a copy
import { useSchemaForm, type FieldOptions, type FieldProps, type SchemaErrors, type SchemaForm, type SchemaFormOptions } from 'ui-kit/forms';
import type { LoadOnce } from '../load-once';

export interface IntentFormOptions<V extends object, C> extends Omit<SchemaFormOptions<V>, 'validate'> {
  /** the code of the form's check and call, a chunk of its own loaded when the visitor comes to the form (decision 058) */
  calls: LoadOnce<C>;
  /** the shared validator, from the loaded code */
  validate: (calls: C, values: V) => SchemaErrors;
  /** what the form says when a press found the code missing and it did not load (nothing typed is lost) */
  notLoaded: string;
}

export interface IntentForm<V extends object, C> {
  /** the form layer (useSchemaForm), checking with `validate` once the code has loaded */
  form: SchemaForm<V>;
  /** a field's props, whose blur before the code has loaded checks the field when it arrives */
  field(path: string, options?: FieldOptions): FieldProps;
  /** the form's submit handler: waits for the code, checks the whole form, then runs `send` (see `sending`) */
  onSubmit(send: (values: V, calls: C) => Promise<void>): (event: FormEvent<HTMLFormElement>) => void;
  /** true while a press waits for the code or `send` runs: the submit button's loading state */
  sending: boolean;
  /** the form-level failure shown in an alert: `notLoaded`, or what `send` set */
  failure: string | undefined;
  setFailure(failure: string | undefined): void;
  /** starts loading the code: put it on the form's focus and pointer-down (capture) */
  prefetch(): void;
}

/**
 * A form whose check and call are code loaded on intent (issue 17, decision 058): the first screen shows the form
 * without the API layer, the schemas and zod, and the code starts loading when the visitor comes to the form (focus,
 * touch or click, `prefetch`). Until it has arrived nothing is checked: a field left meanwhile is checked when it
 * arrives, and a press waits for it, then checks the whole form with the shared validator and sends. A second press
 * or Enter while waiting sends nothing twice. If the code does not arrive, the form says `notLoaded`, keeps
 * everything typed, and the next press loads it again. Used by the enquiry forms and the staff sign-in.
 */
export function useIntentForm<V extends object, C>({ calls, validate, notLoaded, ...options }: IntentFormOptions<V, C>): IntentForm<V, C> {
  const form = useSchemaForm<V>({
    ...options,
    validate: (values) => {
      const loaded = calls.loaded();
      return loaded ? validate(loaded, values) : {};
    },
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  // a press waiting for the code: a second press or Enter meanwhile does not send twice
  const waiting = useRef(false);

  function field(path: string, fieldOptions?: FieldOptions): FieldProps {
    const props = form.field(path, fieldOptions);
    return {
      ...props,
      onBlur: () => {
        if (calls.loaded()) props.onBlur();
        else calls().then(props.onBlur, () => undefined);
      },
    };
  }

  const onSubmit = (send: (values: V, calls: C) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waiting.current) return;
    const run = (loaded: C) =>
      form.onSubmit(async (values) => {
        setFailure(undefined);
        setSending(true);
        try {
          await send(values, loaded);
        } finally {
          setSending(false);
        }
      })();
    const loaded = calls.loaded();
    if (loaded) return run(loaded);
    waiting.current = true;
    setFailure(undefined);
    setSending(true);
    calls().then(
      (arrived) => {
        waiting.current = false;
        setSending(false);
        run(arrived);
      },
      () => {
        // nothing was sent and nothing typed is lost; the next press loads the code again
        waiting.current = false;
        setSending(false);
        setFailure(notLoaded);
      },
    );
  };

  return { form, field, onSubmit, sending, failure, setFailure, prefetch: calls.prefetch };
}
