import { AUTH_HEADER, BEARER_PREFIX, COMPANY_HEADER, FORM_KEY_HEADER, WEBSITE_TYPE_HEADER } from '../constants';

/**
 * The header interceptor rules of spec §6 and §7, as pure functions:
 * - every request carries Company, WebsiteType and, when stored, FormKey;
 * - the bearer token goes only to the API's own origin or an allowlisted origin, and never for .html templates;
 * - a request to any other foreign origin is refused (the page's own origin is not foreign).
 */
export interface RequestPolicy {
  apiOrigin: string;
  /** origins allowed to receive the token besides the API's */
  allowlist: readonly string[];
  /** the page's own origin (static files), when running in a browser */
  pageOrigin?: string;
}

/** The origin of a URL or origin-like string ('https://a.example/x' → 'https://a.example'); '' when unparseable. */
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

/** The request may be sent: API origin, allowlisted origin, or the page's own origin. */
export function isPermittedOrigin(url: URL, policy: RequestPolicy): boolean {
  return isAllowlisted(url, policy) || (!!policy.pageOrigin && url.origin === policy.pageOrigin);
}

/** The bearer token is sent only to the API origin or the allowlist, and never for .html templates. */
export function shouldSendToken(url: URL, policy: RequestPolicy): boolean {
  return isAllowlisted(url, policy) && !url.pathname.toLowerCase().endsWith('.html');
}

export interface HeaderSources {
  company: string;
  websiteType: string;
  formKey: string | undefined;
  token: string | undefined;
}

/** Adds the portal headers to `headers` (which wins for anything it already has). */
export function applyPortalHeaders(headers: Headers, url: URL, policy: RequestPolicy, sources: HeaderSources): Headers {
  if (!headers.has(COMPANY_HEADER)) headers.set(COMPANY_HEADER, sources.company);
  if (!headers.has(WEBSITE_TYPE_HEADER)) headers.set(WEBSITE_TYPE_HEADER, sources.websiteType);
  if (sources.formKey && !headers.has(FORM_KEY_HEADER)) headers.set(FORM_KEY_HEADER, sources.formKey);
  if (sources.token && shouldSendToken(url, policy)) headers.set(AUTH_HEADER, `${BEARER_PREFIX}${sources.token}`);
  return headers;
}
