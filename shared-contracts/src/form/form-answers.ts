import * as z from 'zod/mini';
import { RANDOM_ID_PATTERN } from 'shared-contracts';
import { SITE_VALUES } from 'shared-contracts';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { isSignatureDataUrl } from '../rules/signature';
import { ApplicantDraft } from './applicant-draft';
import { Id, printable, printableText } from '../rules/common';

/** `key` is returned once: the client sends it as the FormKey header on every later call. */
export const CreateFormResponse = z.object({
  id: Id,
  key: z.string().check(z.minLength(16), z.maxLength(128)),
  form: ApplicantDraft,
  Site: z.optional(z.literal(SITE_VALUES)),
  OpNeed: z.optional(printable(50)),
});
export type CreateFormResponse = z.infer<typeof CreateFormResponse>;

export const SavedForm = z.object({
  id: Id,
  form: ApplicantDraft,
});
export type SavedForm = z.infer<typeof SavedForm>;

export const ExpireFormResponse = z.object({
  id: Id,
  formLink: z.string().check(z.maxLength(FIELD_MAX_LENGTHS.url)),
});
export type ExpireFormResponse = z.infer<typeof ExpireFormResponse>;

/** The code logs the applicant in. */
export const ConvertFormResponse = z.object({
  Id,
  VerificationCode: printable(32),
});
export type ConvertFormResponse = z.infer<typeof ConvertFormResponse>;

export const FormErrorReport = z.object({
  error: printableText(FIELD_MAX_LENGTHS.message),
  user: z.nullable(ApplicantDraft),
});
export type FormErrorReport = z.infer<typeof FormErrorReport>;

export const SaveSignatureRequest = z.object({
  signature: z.string().check(z.maxLength(FIELD_MAX_LENGTHS.signature), z.refine(isSignatureDataUrl, 'Expected an SVG data URL')),
});
export type SaveSignatureRequest = z.infer<typeof SaveSignatureRequest>;

export const GetSignatureResponse = z.object({
  data: z.nullable(z.string().check(z.maxLength(FIELD_MAX_LENGTHS.signature))),
});
export type GetSignatureResponse = z.infer<typeof GetSignatureResponse>;

/** By the form's id, or by its link's random id (the link-expired page, spec §6). */
export const FormSavedMailRequest = z.union([z.object({ id: Id }), z.object({ randomId: z.string().check(z.regex(RANDOM_ID_PATTERN, 'Expected a reference')) })]);
export type FormSavedMailRequest = z.infer<typeof FormSavedMailRequest>;

export const SaveAndReturnResponse = z.object({
  ok: z.boolean(),
  sentTo: z.string(),
  /** ISO date-time */
  linkExpiresAt: z.string(),
});
export type SaveAndReturnResponse = z.infer<typeof SaveAndReturnResponse>;
