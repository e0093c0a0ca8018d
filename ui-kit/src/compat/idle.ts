// compatibility for phase B/C of issue 41: delete when nothing imports it
export { ACTIVITY_EVENTS, idleTimeoutSeconds, useIdleTimeout, type IdleTimeout, type IdleTimeoutOptions } from '../components/use-idle-timeout';
