// Test helper of the enrolment's tests (imported by *.test.tsx files only).
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** A participant's answers by field label: valid, an MSIC card of Veridex. */
export const PARTICIPANT: Readonly<Record<string, string>> = {
  'First name': 'Mere',
  Surname: 'Tawhiri',
  'Date of birth': '1988-04-12',
  'Email address': 'mere@example.com',
  'Mobile phone number': '0412 345 678',
  'MSIC number': 'QPA1234567',
};

/** A field's label as the form layer writes it: a required field's ends with an asterisk (hidden from screen readers). */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** Types the participant's answers, with `overrides` in their place ('' leaves a field empty), as a person would. */
export async function fillIn(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ ...PARTICIPANT, ...overrides })) {
    const field = screen.getByLabelText(labelled(label));
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}
