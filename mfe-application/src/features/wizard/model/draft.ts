import { sessionStore, type SessionStore } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';

export interface DraftForm {
  getValues(): ApplicantDraft;
  setValues(next: ApplicantDraft): void;
}

/** The draft's one home (decision 091): `set` and `patch` are not saved again, `update` is autosaved like typing. */
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

  // another screen dropped the draft (a sign-out): the next visit loads it again
  store.subscribe((state, previous) => {
    if (state.draft === null && previous.draft !== null && get() !== null) {
      form = null;
      start = null;
      for (const listener of [...listeners]) listener();
    }
  });

  return {
    get,
    replace(draft: ApplicantDraft | null): void {
      form = null;
      write(draft, false);
    },
    set: (next: ApplicantDraft) => write(next, false),
    patch: (patch: Partial<ApplicantDraft>) => write({ ...(get() ?? {}), ...patch }, false),
    update: (change: (draft: ApplicantDraft) => ApplicantDraft) => write(change(get() ?? {}), true),
    attach(next: DraftForm): () => void {
      form = next;
      notify();
      return () => {
        if (form !== next) return;
        start = next.getValues();
        form = null;
      };
    },
    /** Answers whether the change is to be saved. */
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

export const draftHome = createDraftHome();
