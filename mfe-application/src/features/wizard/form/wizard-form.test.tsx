import { act, render } from '@testing-library/react';
import { COMPANIES, sessionStore } from 'shared-contracts';
import { MantineProvider } from 'ui-kit';
import { autosave } from '../autosave/autosave';
import { draftHome } from '../model/draft';
import { completeStep } from '../model/step-rules';
import { REFERENCE, setUpStepTests, stepOneDone } from '../testing/render-step';
import { WizardFormProvider, useDraftSelect } from './wizard-form';

setUpStepTests();

let renders = 0;
function StepShown() {
  renders += 1;
  return <p>step {useDraftSelect((d) => d._stepCompleted ?? 0)}</p>;
}

describe("the wizard's form is the draft's home (decision 091)", () => {
  let view: ReturnType<typeof render>;
  beforeEach(() => {
    renders = 0;
    draftHome.replace({ _id: 7, _version: 1, ...stepOneDone({ _stepCompleted: 0 }) });
    view = render(
      <MantineProvider>
        <WizardFormProvider company={COMPANIES.msic} operationalNeeds={REFERENCE.operationalNeeds}>
          <StepShown />
        </WizardFormProvider>
      </MantineProvider>,
    );
  });

  it("a step's completion written from code is the form's, is shown, and is not saved again; a change made by code is", () => {
    const changed = jest.spyOn(autosave, 'changed');
    act(() => draftHome.set(completeStep(draftHome.get()!, 1)));
    expect(draftHome.get()?._stepCompleted).toBe(1);
    expect(view.getByText('step 1')).toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
    act(() => draftHome.update((d) => ({ ...d, Middlenames: 'Ann' })));
    expect(changed).toHaveBeenCalledTimes(1);
    changed.mockRestore();
  });

  it('a draft written from code is derived by the model, as typing is', () => {
    // a birth date under 18 derives the provisional flag (spec §4)
    act(() => draftHome.set({ ...draftHome.get()!, Birthdate: '2015-01-01', ExtraData: {} }));
    expect(draftHome.get()?.ExtraData?.Provisional).toBe(true);
  });

  it('a reader renders only when what it selects changes', () => {
    const before = renders;
    act(() => draftHome.update((d) => ({ ...d, Middlenames: 'Ann' })));
    expect(renders).toBe(before);
  });

  it('the form gone, the home keeps its answers; another screen forgets them through the session store', () => {
    act(() => draftHome.update((d) => ({ ...d, Middlenames: 'Ann' })));
    view.unmount();
    expect(draftHome.get()?.Middlenames).toBe('Ann');
    act(() => draftHome.replace(draftHome.get()));
    expect(sessionStore.getState().draft).toEqual({ id: 7 });
    act(() => sessionStore.getState().forgetDraft());
    expect(draftHome.get()).toBeNull();
  });
});
