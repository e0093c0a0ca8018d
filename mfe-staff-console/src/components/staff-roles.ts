export function releasesAccess(role: string): 'change' | 'read' | 'none' {
  if (role === 'releaser') return 'change';
  return role === 'officer' ? 'read' : 'none';
}

export const worksOnApplications = (role: string): boolean => role === 'viewer' || role === 'officer';
