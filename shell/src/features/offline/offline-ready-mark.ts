/** Set by keepLoadedFiles and by the app-on-intent script (decision 063). */
export const OFFLINE_READY_MARK = 'shell:offline-ready';
