// Jest, every test file of mfe-application: the wizard's form layers (the API layer and the validators) are loaded
// before the tests, as they are in the browser once the applicant has touched the form (docs/decisions/070), so a
// test of a step renders, checks and derives as the applicant sees it. The files named `*.before-layers.test.*`
// test the first screen before they arrive, and do not load them.
import { loadFormLayers } from '../features/wizard/model/form-layers';

if (!/\.before-layers\.test\.tsx?$/.test(expect.getState().testPath ?? '')) beforeAll(() => loadFormLayers());
