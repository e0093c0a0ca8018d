/**
 * What each staff role is shown (issues 19 and 42): a viewer reads applications; an officer reads and acts on them and
 * reads the releases; a releaser reads and changes the releases and has no part in applications. The API holds the
 * same rules; these only decide what the console offers.
 */
export type ReleasesAccess = 'change' | 'read' | 'none';

export function releasesAccess(role: string): ReleasesAccess {
  if (role === 'releaser') return 'change';
  return role === 'officer' ? 'read' : 'none';
}

export const worksOnApplications = (role: string): boolean => role === 'viewer' || role === 'officer';
