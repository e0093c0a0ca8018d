import type { DependencyList } from 'react';
import { href, isApiError } from 'shared-contracts';
import { useLoad } from 'ui-kit';
import { useNavigate } from 'ui-kit/router';

const nameless = () => Promise.reject(new Error('The address names no induction'));

/** Loads a screen's data (`load` null: the address cannot name any); an address that names nothing goes to the 404 page, while a 503 stays, for the host shows it (spec §8). */
export function useLoadOr404<T>(load: ((signal: AbortSignal) => Promise<T>) | null, loaded: (value: T) => void, deps: DependencyList): void {
  const navigate = useNavigate();
  const failed = (error: unknown) => {
    if (!isApiError(error) || error.status !== 503) navigate(href('page404'), { replace: true });
  };
  useLoad(load ?? nameless, loaded, failed, [...deps, navigate]);
}
