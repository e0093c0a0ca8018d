import { screen, waitFor } from '@testing-library/react';
import { configureTestApi, renderScreen } from 'ui-kit/testing';
import NotFoundPage from './not-found-page';


function answering(status = 200) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue({ ok: status < 400, status } as Response);
}

describe('the 404 page (spec §2, §7)', () => {
  it('shows "Page not found" and logs the missing address with its query, once, with the portal headers', async () => {
    const fetch = answering();
    configureTestApi(fetch);
    renderScreen(<NotFoundPage />, { path: '/no-such-page?from=mail', pattern: '*' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api.test/404?uri=%2Fno-such-page%3Ffrom%3Dmail');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Company')).toBe('msic');
    expect(new Headers(init?.headers).get('WebsiteType')).toBe('msic');
  });

  it.each(['/404', '/page-404'])('does not log its own address %s', async (path) => {
    const fetch = answering();
    configureTestApi(fetch);
    renderScreen(<NotFoundPage />, { path, pattern: '*' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the page whatever the log answers, or if it does not reach the API', async () => {
    const offline = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('Failed to fetch'));
    configureTestApi(offline);
    renderScreen(<NotFoundPage />, { path: '/gone', pattern: '*' });
    await waitFor(() => expect(offline).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
