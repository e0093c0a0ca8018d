import { useParams } from 'ui-kit/router';
import { StaffGate } from '../session/staff-gate';
import { RecordView } from './record-view';

/** /staff/applications/:ref: one application, by people id or tracking number. */
export default function RecordScreen() {
  const { ref = '' } = useParams();
  return <StaffGate heading="Application record">{(member) => <RecordView key={ref} reference={ref} member={member} />}</StaffGate>;
}
