import { PRODUCT_NAME } from '../product';
import type { CompanyId, CompanyTheme } from './company';

/** Each primary scale is a ramp around shade 6, the filled buttons'; contrast.test.ts checks WCAG AA. */
const SANS = "'Source Sans 3', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const HUMANIST = "'Open Sans', 'Segoe UI', Tahoma, Verdana, sans-serif";

type OwnTheme = Pick<CompanyTheme, 'primary' | 'text' | 'logoText' | 'monogram'> & { background?: string };

const theme = (font: string, own: OwnTheme): CompanyTheme => ({
  primaryShade: 6,
  background: '#ffffff',
  fontFamily: font,
  headingFontFamily: font,
  ...own,
});

export const THEMES: Record<CompanyId, CompanyTheme> = {
  msic: theme(SANS, {
    primary: ['#edf1f6', '#d2dce9', '#b0c1d8', '#8ea7c8', '#6587b4', '#3f69a2', '#1d4f91', '#19437b', '#143766', '#102b50'],
    text: '#1b2430',
    logoText: `${PRODUCT_NAME} Card Online`,
    monogram: 'M',
  }),
  asic: theme(SANS, {
    primary: ['#ebf2f6', '#cedee8', '#aac6d6', '#85aec4', '#5990af', '#30749c', '#0b5c8a', '#094e75', '#084061', '#06334c'],
    text: '#14212b',
    logoText: 'ASIC Card Online',
    monogram: 'A',
  }),
  auspost: theme(SYSTEM, {
    primary: ['#fbecee', '#f4cfd5', '#ecabb6', '#e48896', '#da5c71', '#d0344d', '#c8102e', '#aa0e27', '#8c0b20', '#6e0919'],
    text: '#212129',
    logoText: 'Identity cards at the Post Office',
    monogram: 'AP',
  }),
  chcheli: theme(SYSTEM, {
    primary: ['#ebeff4', '#ccd8e2', '#a6bacd', '#809cb8', '#52799e', '#265885', '#003a70', '#00315f', '#00294e', '#00203e'],
    text: '#0f1a26',
    background: '#f7f9fb',
    logoText: 'CHC Helicopters cards',
    monogram: 'CHC',
  }),
  'asset-asic': theme(HUMANIST, {
    primary: ['#edf3f0', '#d2e2d9', '#b1cdbd', '#8fb7a1', '#679d7f', '#41855f', '#1f6f43', '#1a5e39', '#164e2f', '#113d25'],
    text: '#17221c',
    logoText: 'Job Ready ASIC',
    monogram: 'JR',
  }),
  'asset-msic': theme(HUMANIST, {
    primary: ['#ecf3f3', '#cfe2e2', '#abcccc', '#87b6b6', '#5c9c9c', '#338484', '#0f6e6e', '#0d5e5e', '#0a4d4d', '#083d3d'],
    text: '#142222',
    logoText: `Job Ready ${PRODUCT_NAME}`,
    monogram: 'JR',
  }),
  adg: theme(SYSTEM, {
    primary: ['#f2eef5', '#ded4e7', '#c6b4d5', '#ad94c2', '#8f6ead', '#744a98', '#5b2a86', '#4d2472', '#401d5e', '#32174a'],
    text: '#1f1a26',
    logoText: 'ADG card services',
    monogram: 'ADG',
  }),
  sfc: theme(HUMANIST, {
    primary: ['#ebf3f1', '#cce1dc', '#a6cbc1', '#80b4a6', '#529a87', '#268069', '#006a4e', '#005a42', '#004a37', '#003a2b'],
    text: '#132019',
    background: '#fcfcf7',
    logoText: 'Sydney Ferries crew cards',
    monogram: 'SF',
  }),
  bne: theme(SANS, {
    primary: ['#ebf2f4', '#ccdee4', '#a6c5d0', '#80acbc', '#528da5', '#26718e', '#00587a', '#004b68', '#003e55', '#003043'],
    text: '#121e24',
    logoText: 'Brisbane Airport ID cards',
    monogram: 'BNE',
  }),
  toll: theme(SYSTEM, {
    primary: ['#ebeff4', '#ccd8e3', '#a6bbcd', '#809eb8', '#527a9e', '#265986', '#003c71', '#003360', '#002a4f', '#00213e'],
    text: '#101820',
    logoText: 'Toll Group card services',
    monogram: 'T',
  }),
  spa: theme(HUMANIST, {
    primary: ['#ebf3f5', '#cce1e5', '#a6cad2', '#80b3bf', '#5298a8', '#267e92', '#00677f', '#00586c', '#004859', '#003946'],
    text: '#10212a',
    logoText: 'Southern Ports Authority',
    monogram: 'SPA',
  }),
  tasports: theme(SANS, {
    primary: ['#ebf2f6', '#ccdee8', '#a6c5d7', '#80acc6', '#528fb1', '#26739d', '#005a8c', '#004c77', '#003f62', '#00324d'],
    text: '#0e1c26',
    logoText: 'TasPorts',
    monogram: 'TP',
  }),
  mwpa: theme(SYSTEM, {
    primary: ['#f8f0ec', '#eddacf', '#dfbfaa', '#d1a386', '#c0825a', '#b16331', '#a3470d', '#8b3c0b', '#723209', '#5a2707'],
    text: '#241a14',
    background: '#fffdfa',
    logoText: 'Mid West Ports Authority',
    monogram: 'MW',
  }),
};
