export { ACTIVITY_EVENTS, idleTimeoutSeconds, useIdleTimeout, type IdleTimeout, type IdleTimeoutOptions } from './use-idle-timeout';
