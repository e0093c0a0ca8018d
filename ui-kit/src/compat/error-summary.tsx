// compatibility for phase B/C of issue 41: delete when nothing imports it
import { useEffect, useRef } from 'react';
import { Alert, List, Anchor } from '@mantine/core';

export interface ErrorSummaryItem {
  /** the id of the field the message is about; the link moves focus to it */
  fieldId: string;
  message: string;
}

/**
 * The error summary of a form (GOV.UK pattern): shown above the form after a failed submit, focused so that
 * screen readers announce it, with a link to each field in error. It takes the focus when it appears and again on
 * each later submit that still leaves errors, never while the user is typing (correcting a field shortens the
 * list, which must not pull the focus out of the field).
 */
export function ErrorSummary({ errors, title = 'There is a problem', focusOnShow = true }: { errors: ErrorSummaryItem[]; title?: string; focusOnShow?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const count = errors.length;
  const shown = count > 0;
  useEffect(() => {
    if (shown && focusOnShow) ref.current?.focus();
  }, [shown, focusOnShow]);
  useEffect(() => {
    if (!focusOnShow) return undefined;
    let frame = 0;
    // a submit that leaves the summary showing (the same or other errors): after React has drawn its outcome
    const onSubmit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => ref.current?.focus());
    };
    document.addEventListener('submit', onSubmit, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [focusOnShow]);
  if (count === 0) return null;
  return (
    <Alert ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title" color="red" variant="outline" className="ui-error-summary" title={<span id="error-summary-title">{title}</span>}>
      <List spacing={4}>
        {errors.map((e) => (
          <List.Item key={`${e.fieldId}:${e.message}`}>
            <Anchor
              href={`#${e.fieldId}`}
              c="red.9"
              onClick={(event) => {
                const field = document.getElementById(e.fieldId);
                if (field) {
                  event.preventDefault();
                  field.scrollIntoView({ block: 'center' });
                  field.focus();
                }
              }}
            >
              {e.message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
