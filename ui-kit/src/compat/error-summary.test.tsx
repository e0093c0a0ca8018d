import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { ErrorSummary } from './error-summary';

/** A form whose errors are checked live once submitted, as the product's forms do. */
function LiveForm() {
  const [submitted, setSubmitted] = useState(false);
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const errors = submitted
    ? [
        ...(first ? [] : [{ fieldId: 'first', message: 'Enter your first name' }]),
        ...(last ? [] : [{ fieldId: 'last', message: 'Enter your surname' }]),
      ]
    : [];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <ErrorSummary errors={errors} />
      <label htmlFor="first">First name</label>
      <input id="first" value={first} onChange={(e) => setFirst(e.currentTarget.value)} />
      <label htmlFor="last">Surname</label>
      <input id="last" value={last} onChange={(e) => setLast(e.currentTarget.value)} />
      <button type="submit">Continue</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('takes focus when shown and links each message to its field', async () => {
    render(
      <MantineProvider>
        <ErrorSummary errors={[{ fieldId: 'email', message: 'Enter a valid email address' }]} />
        <label htmlFor="email">Email</label>
        <input id="email" />
      </MantineProvider>,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('There is a problem');
    await userEvent.click(screen.getByRole('link', { name: 'Enter a valid email address' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('renders nothing without errors', () => {
    const { container } = render(
      <MantineProvider>
        <ErrorSummary errors={[]} />
      </MantineProvider>,
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('keeps the focus in the field while a correction shortens the list, and takes it again on the next failed submit', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <LiveForm />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // the submit's focus lands a frame later: wait for it, or on a busy machine it lands after the click below
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getAllByRole('link')).toHaveLength(2);

    await user.click(screen.getByLabelText('First name'));
    await user.keyboard('Jane');
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getAllByRole('link')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
