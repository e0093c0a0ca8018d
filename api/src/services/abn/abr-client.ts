import type { AbnResult } from 'shared-contracts/signing';

export const DEFAULT_ABR_URL = 'https://abr.business.gov.au/json/AbnDetails.aspx';
const ABR_TIMEOUT_MS = 5000;

/** The fields of the ABR's `AbnDetails` answer this service reads (the answer carries more: Acn, Gst, BusinessName…). */
export interface AbrAnswer {
  Abn?: string | null;
  AbnStatus?: string | null;
  EntityName?: string | null;
  Message?: string | null;
}

/** The register answered, but not with a lookup: an unknown or unauthorised GUID, or a service fault. */
export class AbrServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AbrServiceError';
  }
}

/**
 * The body of `AbnDetails.aspx?abn=…&guid=…&callback=…`: JSONP, `callback({...})`, sometimes bare JSON. Throws an
 * AbrServiceError when it is neither (an HTML error page, a truncated answer).
 */
export function parseAbrJsonp(body: string): AbrAnswer {
  const text = body.trim();
  const json = text.startsWith('{') ? text : /^[\w$.]+\(([\s\S]*)\)\s*;?$/.exec(text)?.[1];
  if (!json) throw new AbrServiceError('The ABR answer is not JSONP');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new AbrServiceError('The ABR answer is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new AbrServiceError('The ABR answer is not an object');
  return parsed as AbrAnswer;
}

// the ABR's words for a GUID it does not know or that may not use the service: a fault of ours, not of the ABN
const SERVICE_FAULT = /guid|registered party|not authori[sz]ed|service unavailable|exception/i;

/**
 * The ABR's answer for one ABN as this service's result: null when the register has no such ABN (it answers an
 * empty Abn and a Message such as "Search text is not a valid ABN or ACN"); an AbrServiceError when the Message is
 * about the caller (the GUID), so that a misconfigured key never turns every ABN into "not found".
 */
export function abrAnswerToResult(answer: AbrAnswer, abn: string): AbnResult | null {
  const message = (answer.Message ?? '').trim();
  if (message && SERVICE_FAULT.test(message)) throw new AbrServiceError(`ABR refused the lookup: ${message.slice(0, 200)}`);
  if (!answer.Abn || answer.Abn.replace(/\s/g, '') !== abn) return null;
  const printable = (value: string | null | undefined, fallback: string, max: number) =>
    (value ?? '').replace(/[^\x20-\x7E]/g, ' ').trim().slice(0, max) || fallback;
  return { Abn: abn, EntityName: printable(answer.EntityName, 'Unknown entity', 200), AbnStatus: printable(answer.AbnStatus, 'Unknown', 40), Verified: true };
}

/**
 * The Australian Business Register's JSON web service (https://abr.business.gov.au/json/), `AbnDetails.aspx`
 * with the GUID issued on registration. Returns null when the ABN is not registered; throws when the service
 * cannot be reached or refuses the caller (a lookup error: it never blocks the signer, spec §5).
 */
export async function abrLookup(abn: string, guid: string, baseUrl = DEFAULT_ABR_URL): Promise<AbnResult | null> {
  const url = `${baseUrl}?abn=${encodeURIComponent(abn)}&guid=${encodeURIComponent(guid)}&callback=callback`;
  const response = await fetch(url, { signal: AbortSignal.timeout(ABR_TIMEOUT_MS) });
  if (!response.ok) throw new AbrServiceError(`ABR answered ${response.status}`);
  return abrAnswerToResult(parseAbrJsonp(await response.text()), abn);
}
