import * as z from 'zod/mini';
import { RANDOM_ID_PATTERN } from 'shared-contracts';
import { SITE_VALUES } from 'shared-contracts';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { isSignatureDataUrl } from '../rules/signature';
import { ApplicantDraft } from './applicant-draft';
import { Id, printable, printableText } from '../rules/common';

/**
 * Answers and payloads of the form calls of spec §7. The form key (`key`) is returned once, on create; the
 * client stores it and sends it as the FormKey header on every later call.
 */

/** POST /api/form: id, key, the form with _formLink and _company, plus Site and OpNeed when from a landing page. */
export const CreateFormResponse = z.object({
  id: Id,
  key: z.string().check(z.minLength(16), z.maxLength(128)),
  form: ApplicantDraft,
  Site: z.optional(z.literal(SITE_VALUES)),
  OpNeed: z.optional(printable(50)),
});
export type CreateFormResponse = z.infer<typeof CreateFormResponse>;

/** GET /api/form/{ref} and PUT /api/form/{id}: the saved form (spec: "saved form by reference"; shape chosen). */
export const SavedForm = z.object({
  id: Id,
  form: ApplicantDraft,
});
export type SavedForm = z.infer<typeof SavedForm>;

/** POST /api/form/{id}/expired: the form saved as expired, with the link emailed to resume it. */
export const ExpireFormResponse = z.object({
  id: Id,
  formLink: z.string().check(z.maxLength(FIELD_MAX_LENGTHS.url)),
});
export type ExpireFormResponse = z.infer<typeof ExpireFormResponse>;

/** POST /api/form/{id}/people: the form converted to a people record; the code logs the applicant in. */
export const ConvertFormResponse = z.object({
  Id,
  VerificationCode: printable(32),
});
export type ConvertFormResponse = z.infer<typeof ConvertFormResponse>;

/** POST /api/form/{id}/error: what failed on save or convert, with the in-memory form (spec §4, §8). */
export const FormErrorReport = z.object({
  error: printableText(FIELD_MAX_LENGTHS.message),
  user: z.nullable(ApplicantDraft),
});
export type FormErrorReport = z.infer<typeof FormErrorReport>;

/** POST /api/form/{id}/save-signature: the drawn signature, an SVG data URL. */
export const SaveSignatureRequest = z.object({
  signature: z.string().check(z.maxLength(FIELD_MAX_LENGTHS.signature), z.refine(isSignatureDataUrl, 'Expected an SVG data URL')),
});
export type SaveSignatureRequest = z.infer<typeof SaveSignatureRequest>;

/** GET /api/form/{id}/get-signature (spec: "response data.data"): the signature data URL, null when none. */
export const GetSignatureResponse = z.object({
  data: z.nullable(z.string().check(z.maxLength(FIELD_MAX_LENGTHS.signature))),
});
export type GetSignatureResponse = z.infer<typeof GetSignatureResponse>;

/**
 * POST /api/mail/form-saved: mail the resume link of this form to its applicant (shape not shown; chosen), by the
 * form's id, or by its link's random id (the link-expired page, spec §6 `/link-expired/{randomId}`, issue 40).
 */
export const FormSavedMailRequest = z.union([z.object({ id: Id }), z.object({ randomId: z.string().check(z.regex(RANDOM_ID_PATTERN, 'Expected a reference')) })]);
export type FormSavedMailRequest = z.infer<typeof FormSavedMailRequest>;

/**
 * POST /api/mail/save-and-return/{id} (issue 18, the GOV.UK save-and-return pattern): where the resume link went
 * and until when it works, so that the saved page can say both.
 */
export const SaveAndReturnResponse = z.object({
  ok: z.boolean(),
  /** the address the link was mailed to (the applicant's own, from step 1) */
  sentTo: z.string(),
  /** ISO date-time after which the link no longer opens the form */
  linkExpiresAt: z.string(),
});
export type SaveAndReturnResponse = z.infer<typeof SaveAndReturnResponse>;
