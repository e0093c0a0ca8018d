import { act, fireEvent, screen } from '@testing-library/react';
import { formLayers, loadFormLayers } from '../model/form-layers';
import { api, birthDateAged, renderStep, setUpStepTests, stepOneDone, storedDraft } from '../testing/render-step';
import { draftHome } from '../model/draft';

// Decision 070: the wizard's first screen is drawn before its form layers (the API layer and the validators) have
// arrived; they come at the applicant's first intent. This file does not load them before its tests
// (src/testing/form-layers-setup.ts); once loaded they stay for the file, so each file has one test before them
// (step-form.before-layers.test.tsx has the other).
setUpStepTests();

it('step 1 is drawn and takes answers before the form layers; the draft model is applied when they arrive, without a save', async () => {
  expect(formLayers()).toBeUndefined();
  await renderStep(1, stepOneDone());
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: birthDateAged(16) } });
  expect(storedDraft().Birthdate).toBe(birthDateAged(16));
  // the draft model comes with the layers: not applied yet, and nothing is saved without them
  expect(storedDraft().ExtraData?.Provisional).toBeUndefined();
  expect(formLayers()).toBeUndefined();
  await act(() => loadFormLayers());
  expect(draftHome.get()?.ExtraData?.Provisional).toBe(true);
  expect(storedDraft().Birthdate).toBe(birthDateAged(16));
  expect(api.saves).toHaveLength(0);
});
