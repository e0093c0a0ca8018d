import { parseNumericId } from 'shared-contracts/form';
import { useParams } from 'ui-kit/router';

/** The numeric form id of the route (`/apply/form/:id/...`), undefined on the new-form routes. */
export function useFormIdParam(): number | undefined {
  const { id } = useParams();
  // the address's id as every other part reads an id: 1 to 9 digits, nothing else
  return id === undefined ? undefined : (parseNumericId(id) ?? undefined);
}
