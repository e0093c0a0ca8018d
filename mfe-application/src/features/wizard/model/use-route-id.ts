import { useParams } from 'ui-kit/router';

/** The numeric form id of the route (`/apply/form/:id/...`), undefined on the new-form routes. */
export function useFormIdParam(): number | undefined {
  const { id } = useParams();
  const n = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : undefined;
  return n;
}
