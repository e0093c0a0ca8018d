// A page that came whole in its HTML and holds nothing but links does not start the app on load (decision 063): the
// static server writes the shell's small app-on-intent script (shell/src/app-on-intent/app-on-intent.ts, named in
// dist/startup.json `onIntent`) in place of main.js, and hints no script. That script starts the app only where it
// has something to do on the page (a session to keep, a form key in the address), and fetches the shell's start-up
// files when a link to a page of the app is about to be followed.
import { attr } from './html-attr.mjs';

/** The controls a screen needs the app for: a prerendered page writes them disabled until the app takes over. */
const CONTROL = /<(button|input|select|textarea)\b/i;

/** A screen rendered as a skeleton (a page whose content comes from the API: the wizard, tracking, an induction). */
const BUSY = /data-prerendered-screen="[^"]*" aria-busy="true"/;

/** Whether a prerendered screen is the whole page and holds nothing but text and links (no control needs a script). */
export const allLinks = (fragment) => !BUSY.test(fragment) && !CONTROL.test(fragment);

/**
 * Pages the app does more on than a page can do alone, which start the app on load, as before:
 *   - the FAQ list and each question: spec §2, "the page scrolls to the top on every change except on a single FAQ
 *     item" (one leads to another keeping the scroll position, content.spec);
 *   - the missing pages (/404, /page-404, any unknown address): spec §7 logs each with GET {api}/404?uri={path}.
 */
const IN_APP_ROUTES = new Set(['faq', 'question']);
const IN_APP_SCREENS = new Set(['404', 'page-404']);

/**
 * Whether a page of `route` whose prerendered screen is `screen` starts the app on intent rather than on load.
 * @param {{ id?: string }} route
 * @param {{ key: string, html: string }} screen
 */
export const startsOnIntent = (route, screen) => !IN_APP_ROUTES.has(route.id) && !IN_APP_SCREENS.has(screen.key) && allLinks(screen.html);

/** The shell's main.js element, as its build writes it (quoted or not, by the HTML minifier). */
const MAIN_SCRIPT = /<script defer(?:="")? src=(?:"(\/js\/main\.[0-9a-f]+\.js)"|(\/js\/main\.[0-9a-f]+\.js))><\/script>/;

/**
 * The page with the app-on-intent script in place of the shell's main.js; `undefined` when the shell's build has no
 * such script (a development build) or the page has no main.js to replace.
 * @param {string} html
 * @param {{ routes: { remote: string, pattern: RegExp }[], startup: { js: string[], onIntent?: string } }} table the shell build's (page-hints tableOf)
 * @param {string} remote the remote whose screen the page carries: the routes of every other remote are the app's
 */
export function withAppOnIntent(html, table, remote) {
  const onIntent = table.startup.onIntent;
  const match = MAIN_SCRIPT.exec(html);
  if (!onIntent || !match) return undefined;
  const main = match[1] ?? match[2];
  const appRoutes = table.routes.filter((route) => route.remote !== remote).map((route) => route.pattern.source);
  const tag =
    `<script defer src="/${attr(onIntent)}" data-main="${attr(main)}"` +
    ` data-startup="${attr(table.startup.js.map((file) => `/${file}`).join(' '))}"` +
    ` data-app-routes="${attr(appRoutes.join('|'))}"></script>`;
  return html.replace(MAIN_SCRIPT, () => tag);
}
