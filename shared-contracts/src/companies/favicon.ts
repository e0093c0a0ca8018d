import type { CompanyTheme } from './company';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The company's favicon, generated from its theme: its monogram in white on a rounded square of its primary
 * (button) shade, which keeps the AA contrast the theme test checks. An SVG, so no asset per company is needed.
 */
export function faviconSvg(theme: Pick<CompanyTheme, 'primary' | 'primaryShade' | 'monogram'>): string {
  const fill = theme.primary[theme.primaryShade] ?? theme.primary[6];
  const letters = escapeXml(theme.monogram);
  const size = theme.monogram.length >= 3 ? 11 : theme.monogram.length === 2 ? 14 : 20;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="6" fill="${fill}"/>` +
    `<text x="16" y="16" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${letters}</text>` +
    `</svg>`
  );
}

/** The favicon as a data URL for `<link rel="icon">` (the static servers' CSP allows `data:` images). */
export const faviconDataUrl = (theme: Pick<CompanyTheme, 'primary' | 'primaryShade' | 'monogram'>): string =>
  `data:image/svg+xml,${encodeURIComponent(faviconSvg(theme))}`;
