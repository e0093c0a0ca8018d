import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureTestApi } from 'shared-contracts/testing';
import { jsonReply } from 'ui-kit/testing';
// the example of ui-kit/README.md, as it is written there: the README stays exact
import { StaffSignInRequest, staffApi } from 'shared-contracts/staff';
import { Button, Form, TextInput, useSchemaForm, validatorOf } from 'ui-kit/form';

const validate = validatorOf(StaffSignInRequest);

export function SignIn({ onSignedIn }: { onSignedIn: (name: string) => void }) {
  const form = useSchemaForm({ initialValues: { email: '', password: '', code: '' }, validate });
  return (
    <Form form={form} onSubmit={async (values) => onSignedIn((await staffApi.staffSignIn({ body: values })).name)}>
      <TextInput {...form.field('email', { label: 'Email' })} type="email" autoComplete="username" required />
      <TextInput {...form.field('password', { label: 'Password' })} type="password" autoComplete="current-password" required />
      <TextInput {...form.field('code', { label: 'Code' })} inputMode="numeric" autoComplete="one-time-code" required />
      <Button type="submit">Sign in</Button>
    </Form>
  );
}

jest.setTimeout(30_000);

describe("ui-kit/README.md's form example", () => {
  it('checks with the domain schema, sends through the domain call, and shows the server 400 on the same field', async () => {
    const answers = [
      jsonReply(400, { message: 'Some answers need correcting', fieldErrors: { code: ['That code is not the current one'] } }),
      jsonReply(200, { email: 'officer@staff.localhost', name: 'Olive Officer', role: 'officer' }),
    ];
    const fetch = jest.fn(async () => answers.shift()!);
    configureTestApi({ fetch: fetch as unknown as typeof globalThis.fetch });
    const onSignedIn = jest.fn();
    render(<SignIn onSignedIn={onSignedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Email/), 'officer@staff.localhost');
    await userEvent.type(screen.getByLabelText(/Password/), 'correct horse battery staple');
    await userEvent.type(screen.getByLabelText(/Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText(/Code/)).toHaveAccessibleDescription('That code is not the current one'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('Olive Officer'));
  });
});
