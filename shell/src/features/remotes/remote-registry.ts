import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACTS_MAJOR, REMOTES, REMOTE_EXPOSED_MODULE, type RemoteAppProps, type RemoteEntryConfig, type RemoteName } from 'shared-contracts';
import type { ComponentType } from 'react';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'unreachable' | 'incompatible' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'RemoteUnavailableError';
  }
}

interface Manifest {
  metaData?: {
    contractsMajor?: number;
    contractsVersion?: string;
    buildVersion?: string;
    remoteEntry?: { name: string; path?: string };
  };
}

let registry: Record<string, RemoteEntryConfig> = {};
const loading = new Map<RemoteName, Promise<{ default: ComponentType<RemoteAppProps> }>>();
const generations = new Map<string, number>();
const loadedVersions = new Map<string, string>();
const listeners = new Set<() => void>();

// a remote whose manifest moved (a release or a rollback) is forgotten, so its next render loads the new release
export function configureRemotes(remotes: Record<string, RemoteEntryConfig>) {
  const changed = Object.keys({ ...registry, ...remotes }).filter((name) => registry[name]?.manifest !== remotes[name]?.manifest);
  registry = remotes;
  if (changed.length === 0) return;
  for (const name of changed) {
    loading.delete(name as RemoteName);
    generations.set(name, (generations.get(name) ?? 0) + 1);
  }
  listeners.forEach((listener) => listener());
}

export function remoteGeneration(remote: RemoteName): number {
  return generations.get(remote) ?? 0;
}

export function subscribeToRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadedVersion(remote: RemoteName): string | undefined {
  return loadedVersions.get(remote);
}

const BUILT_IN_RELEASE = '1.0.0';

export function releaseOf(remote: RemoteName): string {
  return registry[remote]?.version ?? BUILT_IN_RELEASE;
}

// a remote served from the shell's origin cannot be told from the shell by its address
export function remoteAt(scriptUrl: string, pageOrigin = window.location.origin): RemoteName | undefined {
  let origin: string;
  try {
    origin = new URL(scriptUrl).origin;
  } catch {
    return undefined;
  }
  if (origin === pageOrigin) return undefined;
  for (const [name, entry] of Object.entries(registry)) {
    try {
      if (new URL(entry.manifest, pageOrigin).origin === origin && name in REMOTES) return name as RemoteName;
    } catch {
      // not an address: no remote there
    }
  }
  return undefined;
}

let refreshing: Promise<void> | undefined;
export function refreshRemoteRegistry(): Promise<void> {
  if (refreshing) return refreshing;
  refreshing = fetch('/config.json', { cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<{ remotes?: Record<string, RemoteEntryConfig> }>) : undefined))
    .then((config) => {
      if (config?.remotes) configureRemotes(config.remotes);
    })
    .catch(() => undefined)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

// embedded by the static server (tools/page-hints.mjs): its remote entry is already downloading
function embeddedManifest(remote: RemoteName, manifestUrl: string, doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): Manifest | undefined {
  const text = doc?.getElementById('remote-manifests')?.textContent;
  if (!text) return undefined;
  try {
    const embedded = (JSON.parse(text) as Partial<Record<string, { manifest?: string; metaData?: Manifest['metaData'] }>>)[remote];
    return embedded?.manifest === manifestUrl && embedded.metaData ? { metaData: embedded.metaData } : undefined;
  } catch {
    return undefined;
  }
}

async function fetchManifest(remote: RemoteName, url: string): Promise<Manifest> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as Manifest;
  } catch (error) {
    throw new RemoteUnavailableError(remote, 'unreachable', `Manifest of ${remote} at ${url} could not be loaded: ${String(error)}`);
  }
}

async function register(remote: RemoteName): Promise<void> {
  const entry = registry[remote];
  if (!entry) throw new RemoteUnavailableError(remote, 'invalid', `No manifest configured for remote ${remote}`);
  const manifest = embeddedManifest(remote, entry.manifest) ?? (await fetchManifest(remote, entry.manifest));
  const meta = manifest.metaData;
  if (!meta?.remoteEntry) throw new RemoteUnavailableError(remote, 'invalid', `Manifest of ${remote} names no remote entry`);
  if (meta.contractsMajor !== CONTRACTS_MAJOR) {
    throw new RemoteUnavailableError(
      remote,
      'incompatible',
      `Remote ${remote} ${meta.buildVersion ?? ''} was built with shared-contracts ${meta.contractsVersion ?? 'unknown'}; this shell needs major ${CONTRACTS_MAJOR}`,
    );
  }
  if (meta.buildVersion) loadedVersions.set(remote, entry.version ?? meta.buildVersion);
  const entryUrl = new URL(`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.name}`, new URL('./', new URL(entry.manifest, window.location.href))).href;
  registerRemotes([{ name: REMOTES[remote].container, entry: entryUrl }], { force: true });
}

export function loadRemoteApp(remote: RemoteName): Promise<{ default: ComponentType<RemoteAppProps> }> {
  let pending = loading.get(remote);
  if (!pending) {
    pending = register(remote)
      .then(() => loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${REMOTES[remote].container}/${REMOTE_EXPOSED_MODULE.slice(2)}`))
      .then((module) => {
        if (!module?.default) throw new RemoteUnavailableError(remote, 'invalid', `Remote ${remote} exposes no App`);
        return module;
      })
      .catch((error: unknown) => {
        loading.delete(remote);
        throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, 'unreachable', `Remote ${remote} failed to load: ${String(error)}`);
      });
    loading.set(remote, pending);
  }
  return pending;
}

export function forgetRemote(remote: RemoteName) {
  loading.delete(remote);
}
