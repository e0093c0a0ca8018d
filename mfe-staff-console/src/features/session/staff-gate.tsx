import { useEffect, useRef, type ReactNode } from 'react';
import { PAGE_HEADING_ID, Stack } from 'ui-kit';
import type { StaffMember } from 'shared-contracts/staff';
import { ScreenLoading } from '../../components/screen-loading';
import { SignInScreen } from './sign-in-screen';
import { StaffBar } from './staff-bar';
import { StaffNav } from './staff-nav';
import { useStaffSession } from './use-staff-session';

export function StaffGate({ heading, children }: { heading: string; children: (member: StaffMember) => ReactNode }) {
  const session = useStaffSession();
  const previous = useRef(session.status);
  useEffect(() => {
    const before = previous.current;
    previous.current = session.status;
    if (before === session.status || before === 'unknown') return undefined;
    // the sign-in form and the screen replace each other without a navigation: focus the new heading as a route change does
    const frame = requestAnimationFrame(() => document.getElementById(PAGE_HEADING_ID)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [session.status]);

  if (session.status === 'unknown') return <ScreenLoading heading={heading} />;
  if (session.status === 'signed-out') return <SignInScreen ended={session.ended} />;
  return (
    <Stack gap="lg">
      <StaffBar member={session.member} />
      <StaffNav member={session.member} />
      {children(session.member)}
    </Stack>
  );
}
