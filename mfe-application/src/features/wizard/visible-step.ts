import { createContext, useContext } from 'react';

/** The number of the step on screen, given by WizardSteps to the steps it renders (the next one ahead, hidden). */
export const VisibleStep = createContext<number | undefined>(undefined);

/** Whether the step is the one on screen (a step rendered on its own, as in its tests, is). */
export const useStepShown = (step: number): boolean => {
  const visible = useContext(VisibleStep);
  return visible === undefined || visible === step;
};
