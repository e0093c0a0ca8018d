import { useEffect, useId, useRef } from 'react';
import type { ErrorSummaryItem } from './use-schema-form';
import './form.css';

/** GOV.UK pattern: focused on each failed submit (`focusKey`), never while the person corrects a field. */
export function ErrorSummary({ items, focusKey, title = 'There is a problem' }: { items: readonly ErrorSummaryItem[]; focusKey: number; title?: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = items.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, focusKey]);
  if (!shown) return null;
  return (
    <div ref={ref} className="ui-form-summary" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="ui-form-summary-title">
        {title}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.fieldId}:${item.message}`}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => {
                const field = document.getElementById(item.fieldId);
                if (!field) return;
                event.preventDefault();
                field.scrollIntoView?.({ block: 'center' });
                field.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
