import { href } from 'shared-contracts';
import { Navigate, useParams } from 'ui-kit/router';

export default function LegacyStatusRedirect() {
  const { peopleId } = useParams();
  return <Navigate to={peopleId ? href('status', { peopleId }) : href('notFound')} replace />;
}
