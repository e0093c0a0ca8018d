import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/form';
import { configureTestApi } from 'shared-contracts/testing';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import LinkExpiredScreen from './link-expired-screen';

let offline = false;
const sent: unknown[] = [];

beforeEach(() => {
  offline = false;
  sent.length = 0;
  configureTestApi({
    fetch: ((_url: string, init?: RequestInit) => {
      if (offline) return Promise.reject(new TypeError('Failed to fetch'));
      sent.push(JSON.parse(String(init?.body)));
      return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve('{"ok":true}') } as Response);
    }) as typeof fetch,
  });
});

function renderScreen(randomId = 'Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo') {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[`/link-expired/${randomId}`]}>
        <Routes>
          <Route path={ROUTES.linkExpired.path} element={<LinkExpiredScreen />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the expired-link screen (spec §2, §8)', () => {
  it('says the service could not be reached when the call does not get there, and the next click sends', async () => {
    offline = true;
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkProblem);
    expect(sent).toEqual([]);

    offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have emailed you a new link');
    expect(screen.queryByText(MESSAGES.networkProblem)).not.toBeInTheDocument();
    expect(sent).toEqual([{ randomId: 'Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo' }]);
  }, 15_000);

  it('a link that names no random id sends nothing and says so', async () => {
    renderScreen('not.a.random.id');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unknownError);
    expect(sent).toEqual([]);
  });
});
