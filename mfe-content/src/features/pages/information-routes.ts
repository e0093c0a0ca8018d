export const INFORMATION_ROUTES = ['apply', 'obligations', 'privacy', 'program', 'replace', 'terms', 'securityCards', 'jobReady', 'foreignCard'] as const;
export type InformationRouteId = (typeof INFORMATION_ROUTES)[number];
