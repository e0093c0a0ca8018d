import { createContext, useContext } from 'react';

export const VisibleStep = createContext<number | undefined>(undefined);

export const useStepShown = (step: number): boolean => {
  const visible = useContext(VisibleStep);
  return visible === undefined || visible === step;
};
