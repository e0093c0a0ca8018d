import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { ErrorSummary } from './error-summary';

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
});
