/** The routes of spec §2 whose screen is an information page made from content/pages/<name>.md. */
export const INFORMATION_ROUTES = ['apply', 'obligations', 'privacy', 'program', 'replace', 'terms', 'securityCards', 'jobReady', 'foreignCard'] as const;
export type InformationRouteId = (typeof INFORMATION_ROUTES)[number];
