import { useState } from 'react';
import type { StaffMember } from 'shared-contracts/staff';
import { Button, Group, Text } from 'ui-kit';
import { staffSessionStore } from './staff-session-store';

export const ROLE_LABELS: Record<StaffMember['role'], string> = { viewer: 'Viewer', officer: 'Officer', releaser: 'Releaser' };

/** Who is signed in, with which role, and the way out. */
export function StaffBar({ member }: { member: StaffMember }) {
  const [leaving, setLeaving] = useState(false);
  async function leave() {
    setLeaving(true);
    try {
      // the call's module (and the API layer) is loaded by then on every signed-in screen: imported here so that the
      // sign-in screen, which shares this file's chunk, does not download it (issue 17)
      const { signOut } = await import('./sign-out');
      await signOut();
    } catch {
      // the cookie may already be gone (an ended session): the console is signed out either way
    } finally {
      staffSessionStore.getState().signedOut();
    }
  }
  return (
    <Group component="section" aria-label="Signed-in staff member" justify="space-between" wrap="wrap" gap="xs" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-4)' }}>
      <Text size="sm" data-testid="staff-member">
        Signed in as <strong>{member.name}</strong> ({member.email}) · {ROLE_LABELS[member.role]}
      </Text>
      <Button variant="outline" size="compact-sm" onClick={() => void leave()} loading={leaving}>
        Sign out
      </Button>
    </Group>
  );
}
