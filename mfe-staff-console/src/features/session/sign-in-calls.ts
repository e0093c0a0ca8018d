// What the sign-in form needs once the staff member comes to it, and not to show it: the check of what was typed
// (StaffSignInRequest, with zod and the staff contract), the call (the API layer) and the reading of its errors.
// A chunk of its own, loaded by ./load-sign-in-calls (issue 17).
import { StaffSignInRequest } from 'shared-contracts/staff';
import { validateWith } from '../../components/validate-with';
import { SIGN_IN_MESSAGES, toSignInRequest, type SignInValues } from './sign-in-values';

export { isApiError, rateLimitMessage } from 'shared-contracts/api';
export { signIn } from './sign-in';

/** Field errors of the sign-in form, by StaffSignInRequest's rules, worded for the staff member. */
export const validateSignIn = (values: SignInValues) => validateWith(StaffSignInRequest, toSignInRequest(values), SIGN_IN_MESSAGES);
