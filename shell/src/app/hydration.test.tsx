import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

const loadRemoteApp = jest.fn();
jest.mock('../features/remotes/remote-registry', () => ({
  ...jest.requireActual('../features/remotes/remote-registry'),
  loadRemoteApp: (...args: unknown[]) => loadRemoteApp(...args),
}));

import { COMPANIES, sessionStore, type RemoteAppProps } from 'shared-contracts';
import { PageHeading } from 'ui-kit';
import { Accordion } from 'ui-kit/accordion';
import { Button, TextInput } from 'ui-kit/form';
import { PrerenderedScreenDone } from 'ui-kit';
import { disableControls, PrerenderedPage } from '../../../tools/webpack/prerender-frame';
import { splitHeadStyles } from '../../../tools/webpack/head-styles.mjs';
import { App } from './app';

/**
 * Issue 17, decision 071: a content page the server sends is the markup of the shell's own first render, so the shell
 * hydrates it. The page is rendered here as the content remote's prerender step renders it (its frame, the route's
 * RouteFrame and ui-kit's RemoteSlot), then hydrated by the shell's App. A screen with React ids (a field, an
 * accordion) and the company's wording: any change of the tree's shape on either side fails this test.
 */
function Screen({ routeId }: RemoteAppProps) {
  const [typed, setTyped] = useState('');
  return (
    <>
      <PrerenderedScreenDone />
      <PageHeading>Screen {routeId}</PageHeading>
      <TextInput label="Your name" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
      <Accordion>
        <Accordion.Item value="lost">
          <Accordion.Control>Lost card</Accordion.Control>
          <Accordion.Panel>Report it.</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Button disabled>Not yet</Button>
    </>
  );
}

describe('a prerendered content page hydrated by the shell', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    for (const sheet of document.head.querySelectorAll('style[data-precedence]')) sheet.remove();
    Object.assign(sessionStore.getInitialState(), { company: 'msic' });
    sessionStore.getState().setCompany('msic');
  });

  it.each(['msic', 'bne'] as const)('%s /faq: the served elements are kept, ids and all, with no recoverable error; the controls come alive', async (company) => {
    window.history.pushState({}, '', '/faq');
    Object.assign(sessionStore.getInitialState(), { company });
    sessionStore.getState().setCompany(company);
    // what the prerender step writes (a complete boundary is all the server sends: the screen is not lazy here)
    const rendered = disableControls(renderToString(<PrerenderedPage App={Screen} company={company} target={{ path: '/faq', routeId: 'faq', key: 'faq' }} hydrate="content" />));
    // the theme's style sheets go in the head, as the static server writes them (issue 40: HTML allows <style> there only)
    const { head, html: served } = splitHeadStyles(rendered);
    expect(head).toContain(`data-href="mantine-variables-${company} mantine-classes-${company}"`);
    expect(served).not.toContain('<style');
    document.head.insertAdjacentHTML('beforeend', head);
    expect(served).toContain('data-remote="content"');
    expect(served).toContain('data-prerender-disabled');
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = served;
    document.body.append(root);
    const heading = root.querySelector('h1');
    const input = root.querySelector('input');
    const servedId = input?.id;
    expect(servedId).toBeTruthy();
    expect(input).toBeDisabled();

    loadRemoteApp.mockResolvedValue({ default: Screen });
    // React reports an attribute that differs (an id of another place in the tree) on the console only
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <App company={company} siteName={COMPANIES[company].name} />, { onRecoverableError: (error) => errors.push(error) });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(errors).toEqual([]);
    // the only attributes that differ are those the prerender writes on purpose (the controls' disabled state until
    // the screen is live, the screen's mark for shells released before hydration): an id of another place in the
    // tree would be one of them
    const differing = logged.mock.calls.flatMap((call) => [...call.map(String).join('\n').matchAll(/^[+-]\s+([\w-]+)=/gm)].map((match) => match[1]));
    expect(new Set(differing)).toEqual(new Set(['disabled', 'data-prerender-disabled', 'data-prerendered-screen']));
    expect(logged.mock.calls.map((call) => String(call[0])).filter((message) => !message.includes("some attributes of the server rendered HTML didn't match"))).toEqual([]);
    logged.mockRestore();
    // the same elements: hydrated, not made again
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('input')).toBe(input);
    expect(input?.id).toBe(servedId);
    expect(root.querySelector('label')?.getAttribute('for')).toBe(servedId);
    // live: the field the prerender disabled is enabled, the button rendered disabled stays so
    expect(input).not.toBeDisabled();
    expect(root.querySelector('[data-prerender-disabled]')).toBeNull();
    expect(root.querySelector('button[disabled]')?.textContent).toBe('Not yet');
    // the frame says which release is shown once the remote's code is here
    expect(root.querySelector('[data-remote="content"]')).toBeInTheDocument();
    // the served style sheets are the page's, once: hydration found them in the head and added none
    expect(document.querySelectorAll(`style[data-href~="mantine-variables-${company}"]`)).toHaveLength(1);
    expect(root.querySelector('style')).toBeNull();
  });
});
