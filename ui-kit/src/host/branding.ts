import { FAVICON_TYPE, faviconDataUrl, type Company } from 'shared-contracts';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/** The company's favicon (generated from its theme) and browser theme colour: the page's head, as the browser ends with it. */
export function brandingOf(company: Pick<Company, 'theme'>): { icon: string; themeColour: string } {
  const { theme } = company;
  return { icon: faviconDataUrl(theme), themeColour: theme.primary[theme.primaryShade] ?? theme.primary[6] ?? '' };
}

/**
 * The company's branding outside the React tree, from its registry entry: the favicon (generated from the theme),
 * the browser's theme colour, and `data-company` on <html> for anything that needs to know the variant. The
 * document title is set per route by RouteEffects ("<route title> | <company name>").
 */
export function applyCompanyBranding(company: Company, doc: Document = document): void {
  const icon = headElement<HTMLLinkElement>('link[rel="icon"]', () => Object.assign(doc.createElement('link'), { rel: 'icon' }));
  const branding = brandingOf(company);
  icon.type = FAVICON_TYPE;
  icon.href = branding.icon;
  const themeColour = headElement<HTMLMetaElement>('meta[name="theme-color"]', () => Object.assign(doc.createElement('meta'), { name: 'theme-color' }));
  themeColour.content = branding.themeColour;
  doc.documentElement.dataset.company = company.id;
}
