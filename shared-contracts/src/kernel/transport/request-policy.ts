import { AUTH_HEADER, BEARER_PREFIX, COMPANY_HEADER, FORM_KEY_HEADER, WEBSITE_TYPE_HEADER } from '../constants';

/** The header rules of spec §6 and §7; a request to any other foreign origin is refused. */
export interface RequestPolicy {
  apiOrigin: string;
  allowlist: readonly string[];
  pageOrigin?: string;
}

export function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return '';
  }
}

export function isAllowlisted(url: URL, policy: RequestPolicy): boolean {
  return url.origin === policy.apiOrigin || policy.allowlist.some((entry) => originOf(entry) === url.origin);
}

export function isPermittedOrigin(url: URL, policy: RequestPolicy): boolean {
  return isAllowlisted(url, policy) || (!!policy.pageOrigin && url.origin === policy.pageOrigin);
}

export function shouldSendToken(url: URL, policy: RequestPolicy): boolean {
  return isAllowlisted(url, policy) && !url.pathname.toLowerCase().endsWith('.html');
}

export interface HeaderSources {
  company: string;
  websiteType: string;
  formKey: string | undefined;
  token: string | undefined;
}

/** `headers` wins for anything it already has. */
export function applyPortalHeaders(headers: Headers, url: URL, policy: RequestPolicy, sources: HeaderSources): Headers {
  if (!headers.has(COMPANY_HEADER)) headers.set(COMPANY_HEADER, sources.company);
  if (!headers.has(WEBSITE_TYPE_HEADER)) headers.set(WEBSITE_TYPE_HEADER, sources.websiteType);
  if (sources.formKey && !headers.has(FORM_KEY_HEADER)) headers.set(FORM_KEY_HEADER, sources.formKey);
  if (sources.token && shouldSendToken(url, policy)) headers.set(AUTH_HEADER, `${BEARER_PREFIX}${sources.token}`);
  return headers;
}
