import type { RuntimeConfig } from './remotes';

/** In the kernel singleton, so that a remote reads the shell's values (ui-kit/host is bundled, not shared). */
let published: RuntimeConfig | undefined;

export function publishRuntimeConfig(config: RuntimeConfig): void {
  published = config;
}

export function publishedRuntimeConfig(): RuntimeConfig | undefined {
  return published;
}
