import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Modal } from './modal';

describe('Modal', () => {
  it('names its close button and is a dialog labelled by its title', async () => {
    render(
      <MantineProvider>
        <Modal opened onClose={() => undefined} title="Confirm how long your card lasts">
          <p>You chose a card that lasts 2 years.</p>
        </Modal>
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm how long your card lasts' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('You chose a card that lasts 2 years.');
  });

  it('is an alert dialog with `alert`, labelled and described the same way', async () => {
    render(
      <MantineProvider>
        <Modal opened onClose={() => undefined} title="Are you still there?" alert>
          <p>This session will end in 60 seconds.</p>
        </Modal>
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription('This session will end in 60 seconds.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
