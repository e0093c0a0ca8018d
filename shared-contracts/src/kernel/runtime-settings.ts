import type { RuntimeConfig } from './remotes';

/**
 * The runtime configuration as the host loaded it, published in the core singleton so that a remote reads the
 * same values as the shell (ui-kit/host is bundled into each host, not shared). Undefined until a host publishes it.
 */
let published: RuntimeConfig | undefined;

export function publishRuntimeConfig(config: RuntimeConfig): void {
  published = config;
}

export function publishedRuntimeConfig(): RuntimeConfig | undefined {
  return published;
}
