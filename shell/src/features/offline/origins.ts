import type { RuntimeConfig } from 'shared-contracts';

export interface Origins {
  api: string;
  remotes: readonly string[];
}

export function originsOf(config: Pick<RuntimeConfig, 'apiBase' | 'remotes'>): Origins {
  const origin = (value: string) => {
    try {
      return new URL(value).origin;
    } catch {
      return '';
    }
  };
  return { api: origin(config.apiBase), remotes: [...new Set(Object.values(config.remotes).map((entry) => origin(entry.manifest)))].filter(Boolean) };
}
