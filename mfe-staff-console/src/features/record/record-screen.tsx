import { lazy, Suspense } from 'react';
import { useParams } from 'ui-kit/router';
import { StaffGate } from '../session/staff-gate';
import { ScreenLoading } from '../../components/screen-loading';

const RecordView = lazy(() => import('./record-view').then((m) => ({ default: m.RecordView })));

export default function RecordScreen() {
  const { ref = '' } = useParams();
  return (
    <StaffGate heading="Application record">
      {(member) => (
        <Suspense fallback={<ScreenLoading heading={`Application ${ref}`} height={240} />}>
          <RecordView key={ref} reference={ref} member={member} />
        </Suspense>
      )}
    </StaffGate>
  );
}
