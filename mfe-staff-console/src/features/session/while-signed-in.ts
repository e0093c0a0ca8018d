import { isApiError } from 'shared-contracts';
import { staffSessionStore } from './staff-session-store';

/**
 * A call made while signed in: its 401 means the session ended (15 minutes idle, 8 hours in all, or signed out
 * elsewhere), and the console puts its sign-in form in the screen's place, with the address kept so that signing
 * in again returns to it. The error is passed on for the caller to stop what it was doing.
 */
export async function whileSignedIn<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 401) staffSessionStore.getState().ended();
    throw error;
  }
}
