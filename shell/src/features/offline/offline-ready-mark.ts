/**
 * The User Timing mark set when the files the page loaded before its worker took control are kept again (by the
 * shell's keepLoadedFiles, or by the app-on-intent script of a page that is all links: decision 063).
 */
export const OFFLINE_READY_MARK = 'shell:offline-ready';
