import type { AbnResult } from 'shared-contracts/api';

const DEFAULT_ABR_URL = 'https://abr.business.gov.au/json/AbnDetails.aspx';

interface AbrAnswer {
  Abn?: string;
  AbnStatus?: string;
  EntityName?: string;
  Message?: string;
}

/**
 * The Australian Business Register's JSON service (https://abr.business.gov.au/json/): it answers JSONP,
 * `callback({...})`, with an empty Abn and a Message when the number is not registered.
 */
export async function abrLookup(abn: string, guid: string, baseUrl = DEFAULT_ABR_URL): Promise<AbnResult | null> {
  const url = `${baseUrl}?abn=${encodeURIComponent(abn)}&guid=${encodeURIComponent(guid)}&callback=callback`;
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`ABR answered ${response.status}`);
  const text = await response.text();
  const json = text.replace(/^[^(]*\(/, '').replace(/\)\s*;?\s*$/, '');
  const answer = JSON.parse(json) as AbrAnswer;
  if (!answer.Abn) return null;
  return { Abn: abn, EntityName: (answer.EntityName || 'Unknown entity').slice(0, 200), AbnStatus: (answer.AbnStatus || 'Unknown').slice(0, 40) };
}
