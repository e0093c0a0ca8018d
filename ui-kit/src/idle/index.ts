// Bundled, not shared: in the core it cost every route's first visit (docs/decisions/090).
export { idleTimeoutSeconds, useIdleTimeout, type IdleTimeout, type IdleTimeoutOptions } from './use-idle-timeout';
