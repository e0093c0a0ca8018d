export type ReleasesAccess = 'change' | 'read' | 'none';

export function releasesAccess(role: string): ReleasesAccess {
  if (role === 'releaser') return 'change';
  return role === 'officer' ? 'read' : 'none';
}

export const worksOnApplications = (role: string): boolean => role === 'viewer' || role === 'officer';
