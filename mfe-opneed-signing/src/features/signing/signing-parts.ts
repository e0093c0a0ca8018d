import { loadOnce } from 'ui-kit';

// The form (inputs, the form layer, the signature pad's placeholder) and the signed panel load only once the link has
// proved good: a wrong or expired link goes to the 404 page without downloading them. The loader of the link's
// answers starts the one the link will show as soon as they arrive, while the API layer that checks them arrives.
export const loadSigningFormPart = loadOnce(() => import('./signing-form'));
export const loadSignedPanelPart = loadOnce(() => import('./signed-panel'));
