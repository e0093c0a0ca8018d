// ui-kit/idle: the idle timeout hook (decision 046), bundled by the remotes that time a visitor out, not shared: it
// holds no state that crosses remotes, and shared in the core it cost every route's first visit (docs/decisions/090).
export { ACTIVITY_EVENTS, idleTimeoutSeconds, useIdleTimeout, type IdleTimeout, type IdleTimeoutOptions } from './use-idle-timeout';
