import { allowedStep, completeStep, nextStep, resumeStep } from './step-rules';

describe('step guards and completion of spec §4', () => {
  it('step 2 redirects to step 1 when step 1 is not done', () => expect(allowedStep(2, { _stepCompleted: 0 }, 4)).toBe(1));
  it('step 3 redirects to the current step when step 2 is not done', () => expect(allowedStep(3, { _stepCompleted: 1 }, 4)).toBe(2));
  it('step 4 redirects to the current step when step 3 is not done', () => expect(allowedStep(4, { _stepCompleted: 2 }, 4)).toBe(3));
  it('a completed previous step makes a step reachable, and earlier steps stay reachable', () => {
    expect(allowedStep(4, { _stepCompleted: 3 }, 4)).toBe(4);
    expect(allowedStep(1, { _stepCompleted: 3 }, 4)).toBe(1);
  });
  it('the asset variants have 3 steps: step 4 is never shown', () => expect(allowedStep(4, { _stepCompleted: 3 }, 3)).toBe(3));
  it('completion is recorded when the user proceeds, and finishing step 3 marks the form filled in', () => {
    expect(completeStep({ _stepCompleted: 0 }, 1)).toMatchObject({ _stepCompleted: 1 });
    expect(completeStep({ _stepCompleted: 1 }, 1)._formFilledIn).toBeUndefined();
    expect(completeStep({ _stepCompleted: 2 }, 3)).toMatchObject({ _stepCompleted: 3, _formFilledIn: true });
    expect(completeStep({ _stepCompleted: 3, _formFilledIn: true }, 1)._stepCompleted).toBe(3);
  });
  it('once the form is filled in, later steps jump straight to the final step', () => {
    expect(nextStep(1, {}, 4)).toBe(2);
    expect(nextStep(1, { _formFilledIn: true }, 4)).toBe(4);
    expect(nextStep(2, { _formFilledIn: true }, 3)).toBe(3);
  });
  it('a loaded form opens at its current step, or at the final step once filled in', () => {
    expect(resumeStep({ _stepCompleted: 1 }, 4)).toBe(2);
    expect(resumeStep({ _stepCompleted: 3, _formFilledIn: true }, 4)).toBe(4);
  });
});
