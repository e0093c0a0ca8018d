import type { RuntimeConfig } from 'shared-contracts';

/** The origins of the API and of the remotes, whose answers the page asks for again once its worker controls it. */
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
