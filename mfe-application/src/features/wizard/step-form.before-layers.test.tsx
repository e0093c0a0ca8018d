import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FIELD_MESSAGES } from 'shared-contracts/form';
import { formLayers } from './model/form-layers';
import { api, named, renderStep, setUpStepTests, stepOneDone, summaryLinks } from './testing/render-step';

// Decision 070: "Save and continue" pressed before the form layers (the step's check, the save) have arrived loads
// them and checks the step then. This file does not load them before its test (src/testing/form-layers-setup.ts).
setUpStepTests();

it('"Save and continue" pressed before the form layers checks the step once they are here', async () => {
  await renderStep(1, stepOneDone({ Birthdate: `${new Date().getFullYear() + 1}-01-01` }));
  expect(formLayers()).toBeUndefined();
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(summaryLinks()).toEqual([named('Date of birth', FIELD_MESSAGES.dateInFuture), named('Registration date', FIELD_MESSAGES.registrationBeforeBirth)]));
  expect(formLayers()).toBeDefined();
  expect(api.saves).toHaveLength(0);
});
