// Prerendered first screens (issue 17, decisions 026 and 051): each remote's build renders its first screens, per
// company (the content remote every page, the other remotes each route's loading screen: heading and skeleton),
// into first-screens/<company>/<key>.json, published with its release (tools/webpack/prerender-first-screens.mjs).
// For a page of any route, the shell's static server takes the fragment of the release the registry names
// for the request's company and writes it into the page's #root, with the stylesheets it needs to be painted as
// it will be shown. Whatever fails (no fragment, a release without them, a slow origin) costs the page its
// prerendered screen, never its answer: the page is served as it was before.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { attr } from './html-attr.mjs';
import { remoteCode, remoteManifest } from './page-hints.mjs';

/** The API base the content remote renders its pages with (mfe-content/tools/prerender-pages.tsx). */
export const API_BASE_PLACEHOLDER = 'https://api-base.prerender.invalid';

const FOLDER = 'first-screens';
const KEY = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)?$/;

/**
 * The company of a host name: shared-contracts `companyForHost` (resolveCompany) on the runtime configuration, with
 * the companies the release prerendered (a rule naming no known company falls through to the next, then to the
 * default). The jest test keeps the two equal.
 * @param {string} hostname
 * @param {{ default: string, hosts: Record<string, string>, subdomain: boolean }} resolution
 * @param {readonly string[]} companies
 * @param {string} fallback the product's own company
 */
export function companyOfHost(hostname, resolution, companies, fallback) {
  const known = (company) => typeof company === 'string' && companies.includes(company);
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (known(resolution.hosts[host])) return resolution.hosts[host];
  if (resolution.subdomain) {
    const first = host.split('.')[0] ?? '';
    if (host.includes('.') && known(first)) return first;
  }
  return known(resolution.default) ? resolution.default : fallback;
}

/** The fragment key of a path (`/` is `index`, `/media/x/` is `media/x`), or undefined for a path no fragment can have. */
export function keyOfPath(pathname) {
  const clean = pathname.replace(/\/+$/, '');
  if (clean === '') return 'index';
  const key = clean.slice(1);
  return KEY.test(key) ? key : undefined;
}

// Files of a release by URL: a release (/v/<version>/) never changes, kept for good; a build served at a remote's
// root is rebuilt in place, kept a few seconds, then served as it was while it is fetched again (a page asked for
// meanwhile waits for no remote, and a rebuilt remote's screen is in the next page; a remote that does not answer
// keeps its last file for up to a minute, one that answers without it loses it at once); a failure is retried after
// a second.
const files = new Map();
const MAX_FILES = 2_000;
const MUTABLE_TTL_MS = 5_000;
const FAILED_TTL_MS = 1_000;
const FETCH_TIMEOUT_MS = 1_500;
const STALE_MAX_MS = 60_000;

function fetchJson(url, timeoutMs) {
  const now = Date.now();
  const cached = files.get(url);
  if (cached && (cached.until > now || cached.pending)) return cached;
  const entry = cached?.value ? cached : { until: now + FAILED_TTL_MS, value: undefined, pending: undefined, fetchedAt: 0 };
  entry.pending = fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((value) => {
      if (value && typeof value === 'object') {
        entry.value = value;
        entry.fetchedAt = Date.now();
        entry.until = /\/v\/[^/]+\//.test(new URL(url).pathname) ? Infinity : Date.now() + MUTABLE_TTL_MS;
      } else {
        // the remote no longer has it: nothing stale
        entry.value = undefined;
        entry.until = Date.now() + FAILED_TTL_MS;
      }
    })
    .catch(() => {
      // no answer (a slow or stopped remote): the last file for up to a minute more, asked for again each second
      if (!(entry.value && Date.now() - entry.fetchedAt < STALE_MAX_MS)) entry.value = undefined;
      entry.until = Date.now() + FAILED_TTL_MS;
    })
    .finally(() => {
      entry.pending = undefined;
    });
  if (!cached && files.size >= MAX_FILES) files.delete(files.keys().next().value);
  files.set(url, entry);
  return entry;
}

async function releaseFile(url, waitMs) {
  // a page that may wait longer than the fetch's own limit (FIRST_SCREEN_WAIT_MS above 1.5 s) lets the
  // fetch run as long as it waits
  const entry = fetchJson(url, Math.max(FETCH_TIMEOUT_MS, waitMs));
  if (entry.pending && !entry.value) await Promise.race([entry.pending, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  return entry.value;
}

/**
 * The key of the screen a release shows at an address: the route's own when the release has one screen for every
 * address of the route (`routes`, decision 051: a loading screen, as the wizard's), else the address's page; an
 * address of the remote without a page of its own (the catch-all, a question or an article of no such name) is
 * what the remote's screens show for it: the 404 page.
 * @param {{ keys: string[], routes?: Record<string, string> }} index
 * @param {{ id?: string }} route
 * @param {string} pathname
 */
export function keyOfScreen(index, route, pathname) {
  const byRoute = route.id && index.routes && Object.hasOwn(index.routes, route.id) ? index.routes[route.id] : undefined;
  if (typeof byRoute === 'string') return byRoute;
  const own = keyOfPath(pathname);
  return own && index.keys.includes(own) ? own : '404';
}

/** Forgets every fetched fragment and index (tests). */
export function forgetFirstScreens() {
  files.clear();
}

/**
 * The prerendered screen of a page, when the release the registry names for the route's remote has one.
 * @param {{ pathname: string, hostname: string, route: { id?: string, remote: string, path: string } | undefined,
 *   config: { companyResolution: { default: string, hosts: Record<string, string>, subdomain: boolean }, remotes: Record<string, { manifest: string, version?: string }> },
 *   waitMs?: number }} request
 * @returns {Promise<{ company: string, key: string, html: string, headStyles: string, hydrate: boolean, title?: string, description?: string, themeColour?: string, version: string, manifestUrl: string } | undefined>}
 */
export async function firstScreen({ pathname, hostname, route, config, waitMs = 500 }) {
  if (!route) return undefined;
  const remote = config.remotes[route.remote];
  let base;
  try {
    base = new URL('./', new URL(remote?.manifest ?? '')).href;
  } catch {
    return undefined; // a relative manifest: only the browser resolves it
  }
  const index = await releaseFile(`${base}${FOLDER}/index.json`, waitMs);
  if (!Array.isArray(index?.companies) || !Array.isArray(index.keys)) return undefined;
  const company = companyOfHost(hostname, config.companyResolution, index.companies, index.defaultCompany);
  const key = keyOfScreen(index, route, pathname);
  if (!index.keys.includes(key) || !index.companies.includes(company)) return undefined;
  const fragment = await releaseFile(`${base}${FOLDER}/${company}/${key}.json`, waitMs);
  if (typeof fragment?.html !== 'string') return undefined;
  const text = (value) => (typeof value === 'string' ? value : undefined);
  const head = index.heads?.[company];
  return {
    company,
    key,
    html: fragment.html,
    // the page's style sheets for the head (the theme's, issue 40): style elements of a precedence, and nothing else
    headStyles: typeof fragment.head === 'string' && /^(?:<style data-precedence="[\w-]*" data-href="[\w -]*">[^<]*<\/style>)+$/.test(fragment.head) ? fragment.head : '',
    hydrate: fragment.hydrate === true,
    title: text(fragment.title),
    description: text(fragment.description),
    themeColour: /^#[0-9a-fA-F]{3,8}$/.test(head?.themeColour ?? '') ? head.themeColour : undefined,
    version: remote.version ?? 'current',
    manifestUrl: remote.manifest,
  };
}

const startupFiles = new Map();
/** The shell's start-up styles and its shared layers' (dist/startup.json, tools/webpack/startup-chunks.js). */
function startupStyles(root) {
  const file = path.join(root, 'startup.json');
  if (!existsSync(file)) return { css: [], layers: {} };
  const mtime = statSync(file).mtimeMs;
  const cached = startupFiles.get(file);
  if (cached?.mtime === mtime) return cached.styles;
  const { css = [], layers = {} } = JSON.parse(readFileSync(file, 'utf8'));
  const styles = { css, layers };
  startupFiles.set(file, { mtime, styles });
  return styles;
}

const MANIFEST_WAIT_MS = 1_500;

/**
 * The stylesheets a prerendered page is painted with, render-blocking as a server-rendered page's are (a style
 * arriving after the first paint would move what is shown): the shell's start-up styles, those of the shell's shared
 * layers the remote uses, and every style of the remote's exposed module, its screens' too (the screen shown first
 * is one of them).
 * @param {string} root the shell's build
 * @param {string} manifestUrl
 */
export async function firstScreenStyles(root, manifestUrl) {
  const startup = startupStyles(root);
  // the shell's own files carry the name its style loader looks for (`data-href`, mini-css-extract-plugin's runtime):
  // without it the loader did not find them, appended a second copy of each at the end of the head when the screen
  // loaded its code, and the reset of UnstyledButton.css, now after Accordion.css, took an accordion's padding for
  // 0.4 s (the labels moved 16 px sideways and back on /replace, CLS 0.0049)
  const shellFile = (file) => ({ href: `/${file}`, dataHref: file });
  const links = startup.css.map(shellFile);
  // a first screen without its remote's styles paints unstyled, then shifts when they arrive: the page waits for
  // the manifest as long as its fetch may take (a release's is kept for good, so this waits only on a build served
  // at a remote's root, kept a few seconds; at 300 ms a busy machine served such pages unstyled, first-screens.spec)
  const manifest = await remoteManifest(new URL(manifestUrl).href, MANIFEST_WAIT_MS);
  if (manifest) {
    // the styles of the shell's shared layers the remote uses (an accordion of ui-kit/widgets in an FAQ page)
    for (const shared of manifest.shared ?? []) for (const file of startup.layers[shared.name]?.css ?? []) links.push(shellFile(file));
    // a remote's files by their full address, which is the one its loader compares
    links.push(...remoteCode(new URL(manifestUrl).href, manifest).css.map((href) => ({ href })));
    const base = new URL('./', manifestUrl);
    for (const expose of manifest.exposes ?? []) for (const file of expose.assets?.css?.async ?? []) links.push({ href: new URL(file, base).href });
  }
  const unique = [...new Map(links.map((link) => [link.href, link])).values()];
  return unique.map(({ href, dataHref }) => `<link rel=stylesheet href="${attr(href)}"${dataHref ? ` data-href="${attr(dataHref)}"` : ''}>`).join('');
}

/**
 * The page with the prerendered screen in its #root (marked with the release it came from, for the shell and for
 * support, and `data-hydrate` when it was rendered in the shell's own tree, for the shell to hydrate), the API base of this deployment in place of the build's, the stylesheets in the head, the colour
 * scheme Mantine's styles select on, and the page's own title and description (the ones the browser ends with).
 * A page without an empty #root is returned unchanged.
 * @param {string} html
 * @param {{ company: string, html: string, headStyles?: string, version: string, hydrate?: boolean, title?: string, description?: string, themeColour?: string }} screen
 * @param {{ apiBase: string }} config
 * @param {string} styles
 */
export function withFirstScreen(html, screen, config, styles) {
  // the page's empty root, as the shell's build writes it (quoted or not, by the HTML minifier)
  const root = /<div id=(?:"root"|root)><\/div>/;
  if (!root.test(html)) return html;
  const fragment = screen.html.replaceAll(API_BASE_PLACEHOLDER, attr(config.apiBase));
  const filled = `<div id="root" data-prerendered="${attr(screen.version)}" data-prerendered-company="${attr(screen.company)}"${screen.hydrate ? ' data-hydrate=""' : ''}>${fragment}</div>`;
  let page = html;
  if (screen.title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${attr(screen.title)}</title>`);
  // the company's theme colour, as the shell sets it (ui-kit/host branding): a page the app does not start on
  // (decision 063) keeps it
  if (screen.themeColour) page = page.replace(/<meta name=(?:"theme-color"|theme-color) content=(?:"[^"]*"|[^\s>]+)\s*\/?>/, () => `<meta name="theme-color" content="${attr(screen.themeColour)}">`);
  if (screen.description) page = page.replace(/<meta name=(?:"description"|description) content(?:=(?:"[^"]*"|[^\s>]*))?\s*\/?>/, () => `<meta name="description" content="${attr(screen.description)}">`);
  return page
    .replace(root, () => filled)
    .replace(/<html( [^>]*)?>/, (tag) => `${tag.slice(0, -1)} data-mantine-color-scheme="light" data-company="${attr(screen.company)}">`)
    .replace('</head>', () => `${styles}${screen.headStyles ?? ''}</head>`);
}
