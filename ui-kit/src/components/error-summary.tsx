import { useEffect, useRef } from 'react';
import { Alert, List, Anchor } from '@mantine/core';

export interface ErrorSummaryItem {
  /** the id of the field the message is about; the link moves focus to it */
  fieldId: string;
  message: string;
}

/**
 * The error summary of a form (GOV.UK pattern): shown above the form after a failed submit, focused so that
 * screen readers announce it, with a link to each field in error.
 */
export function ErrorSummary({ errors, title = 'There is a problem', focusOnShow = true }: { errors: ErrorSummaryItem[]; title?: string; focusOnShow?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const count = errors.length;
  useEffect(() => {
    if (count > 0 && focusOnShow) ref.current?.focus();
  }, [count, focusOnShow]);
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
