import { memo } from 'react';
import './wizard.css';

/**
 * The steps bar of spec §2: 4 steps, or 3 for the asset variants, with the current one marked for assistive
 * technology. On a phone (under Mantine's `xs`, 36em) it takes one row (issue 18): the other steps show their
 * number, their names stay for screen readers (wizard.css). Plain elements and a style sheet (decision 056): the
 * bar renders on every step move, and drawn with Mantine's Group, Text and VisuallyHidden it was 38 components.
 */
export const StepsBar = memo(function StepsBar({ steps, current, completed }: { steps: readonly string[]; current: number; completed: number }) {
  return (
    <nav aria-label="Application steps">
      <ol className="wizard-steps">
        {steps.map((name, index) => {
          const step = index + 1;
          const state = step === current ? 'current' : step <= completed ? 'completed' : 'not started';
          return (
            <li key={name} aria-current={step === current ? 'step' : undefined}>
              <span className="wizard-step" data-state={state}>
                {step}.<span className="wizard-step-name">{` ${name}`}</span>
              </span>
              <span className="wizard-hidden">{` (${state})`}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
