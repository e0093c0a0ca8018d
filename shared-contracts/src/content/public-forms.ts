import * as z from 'zod/mini';
import { PUBLIC_FORMS, type PublicFormId } from './public-form-list';

export { PUBLIC_FORMS, type PublicFormId } from './public-form-list';

const PUBLIC_FORM_IDS = PUBLIC_FORMS.map((f) => f.id) as [PublicFormId, ...PublicFormId[]];

export const PublicFormParams = z.object({ document: z.enum(PUBLIC_FORM_IDS) });
export type PublicFormParams = z.infer<typeof PublicFormParams>;
