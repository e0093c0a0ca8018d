import type { Company } from 'shared-contracts';

// the favicon is the static server's /favicon.png, drawn for the host's company at the build (decision 093)
export function brandingOf(company: Pick<Company, 'theme'>): { themeColour: string } {
  const { theme } = company;
  return { themeColour: theme.primary[theme.primaryShade] ?? theme.primary[6] ?? '' };
}

export function applyCompanyBranding(company: Company, doc: Document = document): void {
  const found = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const themeColour = found ?? doc.head.appendChild(Object.assign(doc.createElement('meta'), { name: 'theme-color' }));
  themeColour.content = brandingOf(company).themeColour;
  doc.documentElement.dataset.company = company.id;
}
