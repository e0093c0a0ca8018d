import { memo } from 'react';
import './wizard.css';

/** Plain elements and a style sheet, not Mantine components: the bar renders on every step move (decision 056). */
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
