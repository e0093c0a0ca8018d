import { href } from 'shared-contracts';
import { Navigate, useParams } from 'ui-kit/router';

/** The old status route /status/{peopleId}/{id} redirects to the status page (spec §2). */
export default function LegacyStatusRedirect() {
  const { peopleId } = useParams();
  return <Navigate to={peopleId ? href('status', { peopleId }) : href('notFound')} replace />;
}
