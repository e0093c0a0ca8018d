import { isApiError } from 'shared-contracts';
import { staffSessionStore } from './staff-session-store';

export async function whileSignedIn<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 401) staffSessionStore.getState().ended();
    throw error;
  }
}
