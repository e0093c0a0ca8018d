import { sessionStore, type SessionStore } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';

/** What the draft's home needs of the wizard's form: its values, read and written from code. */
export interface DraftForm {
  getValues(): ApplicantDraft;
  setValues(next: ApplicantDraft): void;
}

/**
 * The draft's one home (decision 091): the wizard's form while it is drawn, and before that the draft started or
 * loaded, which the form starts from. Code that is not a field reads the answers here (`get`, `useDraftSelect`) and
 * writes them here: `set` and `patch` for what is not the applicant's change (a loaded draft, a save's answer, a
 * flag), which is not saved again; `update` for a change (a button's), which the form's autosave saves. The kernel's session
 * store knows only whether a draft is held and its id (`draft`), and drops it for another screen (`forgetDraft`).
 */
export function createDraftHome(store: SessionStore = sessionStore) {
  let form: DraftForm | null = null;
  let start: ApplicantDraft | null = null;
  let quiet = false;
  const listeners = new Set<() => void>();

  const get = (): ApplicantDraft | null => (form ? form.getValues() : start);
  const notify = () => {
    const draft = get();
    store.getState().setDraft(draft ? { id: draft._id } : null);
    for (const listener of [...listeners]) listener();
  };
  /** Writes `next`: into the form when it is drawn (derived there), else as the draft the form will start from. */
  const write = (next: ApplicantDraft | null, save: boolean) => {
    if (form && next) {
      quiet = !save;
      try {
        form.setValues(next);
      } finally {
        quiet = false;
      }
      return;
    }
    start = next;
    notify();
  };

  // another screen dropped the draft (the home page's "Continue", a sign-out): the next visit loads it again
  store.subscribe((state, previous) => {
    if (state.draft === null && previous.draft !== null && get() !== null) {
      form = null;
      start = null;
      for (const listener of [...listeners]) listener();
    }
  });

  return {
    get,
    /** The draft the wizard works on from now on (new, loaded, restored): the form is made afresh for it. */
    replace(draft: ApplicantDraft | null): void {
      form = null;
      write(draft, false);
    },
    /** Writes the draft from code without a save of its own (a save's answer, a merge). */
    set: (next: ApplicantDraft) => write(next, false),
    /** Writes some fields from code without a save of their own (a flag the server set). */
    patch: (patch: Partial<ApplicantDraft>) => write({ ...(get() ?? {}), ...patch }, false),
    /** The applicant's change made by code (a button of a step): derived in the form and autosaved like typing. Without a form drawn it is only kept, as `set` keeps it. */
    update: (change: (draft: ApplicantDraft) => ApplicantDraft) => write(change(get() ?? {}), true),
    /** The form that holds the draft from now on (it calls `changed` on each change of its values); answers its release. */
    attach(next: DraftForm): () => void {
      form = next;
      notify();
      return () => {
        if (form !== next) return;
        start = next.getValues();
        form = null;
      };
    },
    /** The form's values changed: readers follow. Answers whether the change is to be saved (not written quietly). */
    changed(): boolean {
      notify();
      return !quiet;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type DraftHome = ReturnType<typeof createDraftHome>;

/** The page's draft: every screen of the wizard shares it. */
export const draftHome = createDraftHome();
