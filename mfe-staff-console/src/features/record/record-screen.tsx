import { lazy, Suspense } from 'react';
import { useParams } from 'ui-kit/router';
import { StaffGate } from '../session/staff-gate';
import { RecordLoading } from './record-loading';

// The record (its tables, badges, logs) is fetched once a staff member is signed in: a signed-out visit shows the
// sign-in form only and does not download it (docs/decisions/057). Meanwhile the screen is the record's own loading
// state, the one RecordView shows until the application has loaded.
const RecordView = lazy(() => import('./record-view').then((m) => ({ default: m.RecordView })));

/** /staff/applications/:ref: one application, by people id or tracking number. */
export default function RecordScreen() {
  const { ref = '' } = useParams();
  return (
    <StaffGate heading="Application record">
      {(member) => (
        <Suspense fallback={<RecordLoading reference={ref} />}>
          <RecordView key={ref} reference={ref} member={member} />
        </Suspense>
      )}
    </StaffGate>
  );
}
