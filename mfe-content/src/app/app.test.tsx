import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, href, type RouteId } from 'shared-contracts';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import App from './app';
import { configureTestApi } from 'shared-contracts/testing';

let logged: string[];

/** Rendered inside an awaited act: the screens suspend on their content (React `use`). */
async function renderRoute(routeId: RouteId, path: string) {
  await act(async () => {
    render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {(['faq', 'question', 'notFound', 'apply', 'replace', 'mediaArticle', 'media'] as const).map((id) => (
            <Route key={id} path={ROUTES[id].path} element={<App routeId={id} />} />
          ))}
          <Route path="*" element={<App routeId={routeId} />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
    );
  });
}

describe('the content remote renders each route of spec §2 by route id', () => {
  beforeEach(() => {
    logged = [];
    configureTestApi({
      fetch: ((url: string) => {
        logged.push(String(url));
        return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve('{"ok":true}') } as Response);
      }) as typeof fetch,
      pageOrigin: 'http://localhost',
    });
  });

  // first in this file: the FAQ screen's code and content are not loaded yet (a load is kept for the page's life)
  it('keeps the prerendered screen the shell shows while its code and content load, then renders its own (decision 026)', async () => {
    const shellRoot = document.body.appendChild(document.createElement('div'));
    shellRoot.id = 'root';
    shellRoot.innerHTML = '<div data-prerendered-path="/faq"><h1>Prerendered questions</h1></div>';
    const view = render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/faq']}>
          <Routes>
            <Route path="/faq" element={<App routeId="faq" />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );
    // the fallback is the copy, busy, not the skeleton
    const copy = within(view.container).getByRole('heading', { name: 'Prerendered questions' });
    expect(copy.closest('[aria-busy="true"]')).toHaveAttribute('data-prerendered-path', '/faq');
    shellRoot.remove();
    expect(await within(view.container).findByRole('heading', { level: 1, name: ROUTES.faq.title })).toBeInTheDocument();
    expect(within(view.container).queryByRole('heading', { name: 'Prerendered questions' })).toBeNull();
    view.unmount();
  });

  it('/faq lists the questions by topic, and a question links to its page and back (spec §2 FAQ list and item)', async () => {
    const user = userEvent.setup();
    await renderRoute('faq', href('faq'));
    expect(await screen.findByRole('heading', { level: 1, name: ROUTES.faq.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Holding a card' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'What is an MSIC?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'What is an MSIC?' })).toBeInTheDocument();
    expect(screen.getByText(/nationally recognised identity card/)).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related questions' });
    expect(within(related).getByRole('link', { name: 'Who needs an MSIC?' })).toHaveAttribute('href', '/question/who-needs-an-msic');
    await user.click(screen.getByRole('link', { name: 'Back to all questions' }));
    expect(await screen.findByRole('heading', { level: 1, name: ROUTES.faq.title })).toBeInTheDocument();
  });

  it('a question that does not exist shows the 404 screen and is logged (spec §2, §7)', async () => {
    await renderRoute('question', '/question/no-such-question');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(logged.some((url) => url.includes('/404?uri=%2Fquestion%2Fno-such-question'))).toBe(true);
  });

  it('/apply shows its content and three FAQ teasers (spec §2)', async () => {
    await renderRoute('apply', href('apply'));
    expect(await screen.findByRole('heading', { level: 1, name: ROUTES.apply.title })).toBeInTheDocument();
    const teasers = screen.getByRole('region', { name: 'Common questions' });
    expect(within(teasers).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('/replace shows its sections as an accordion (spec §2)', async () => {
    const user = userEvent.setup();
    await renderRoute('replace', href('replace'));
    const control = await screen.findByRole('button', { name: 'My card is lost or stolen' });
    expect(control).toHaveAttribute('aria-expanded', 'false');
    await user.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'true');
  });

  it('/media lists the articles newest first and an article has its own heading and date', async () => {
    const user = userEvent.setup();
    await renderRoute('media', href('media'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Media' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 });
    expect(titles.length).toBeGreaterThanOrEqual(18);
    await user.click(within(titles[0]!).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications are now saved as you go' })).toBeInTheDocument();
    expect(screen.getByText('2 Nov 2026')).toBeInTheDocument();
  });
});
