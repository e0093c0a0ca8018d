import { FAVICON_TYPE, faviconDataUrl, type Company } from 'shared-contracts';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

export function brandingOf(company: Pick<Company, 'theme'>): { icon: string; themeColour: string } {
  const { theme } = company;
  return { icon: faviconDataUrl(theme), themeColour: theme.primary[theme.primaryShade] ?? theme.primary[6] ?? '' };
}

export function applyCompanyBranding(company: Company, doc: Document = document): void {
  const icon = headElement<HTMLLinkElement>('link[rel="icon"]', () => Object.assign(doc.createElement('link'), { rel: 'icon' }));
  const branding = brandingOf(company);
  icon.type = FAVICON_TYPE;
  icon.href = branding.icon;
  const themeColour = headElement<HTMLMetaElement>('meta[name="theme-color"]', () => Object.assign(doc.createElement('meta'), { name: 'theme-color' }));
  themeColour.content = branding.themeColour;
  doc.documentElement.dataset.company = company.id;
}
