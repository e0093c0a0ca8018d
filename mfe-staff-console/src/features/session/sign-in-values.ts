import type { StaffSignInRequest } from 'shared-contracts/staff';

/** What the sign-in form holds: as typed. */
export interface SignInValues {
  email: string;
  password: string;
  code: string;
}

export const EMPTY_SIGN_IN: SignInValues = { email: '', password: '', code: '' };

/** How each field's error reads; the rules are StaffSignInRequest's. */
export const SIGN_IN_MESSAGES = {
  email: 'Enter your staff email address',
  password: 'Enter your password',
  code: 'Enter the 6-digit code from your authenticator app',
};

/** The request of what was typed: the email trimmed, the code without the space between its triples. */
export const toSignInRequest = (values: SignInValues): StaffSignInRequest => ({ email: values.email.trim(), password: values.password, code: values.code.replace(/\s/g, '') });
