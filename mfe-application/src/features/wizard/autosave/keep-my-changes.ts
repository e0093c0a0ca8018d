import { formApi, type ApplicantDraft } from 'shared-contracts/form';
import { autosave } from './autosave';
import { SECTION_TITLES, sectionOfField } from '../step4/section-of-field';
import { mergeFields, type FieldMerge } from './field-merge';
import { writeLocalCopy } from './local-copy';
import { savedBase, setSavedBase } from './saved-base';
import { wizardStatus } from './wizard-status';
import { draftHome } from '../model/draft';

/** `overriddenSections`: the titles of the sections where the other tab's answers won, once each. */
export type KeepOutcome = { ok: true; merge: FieldMerge; overriddenSections: string[] } | { ok: false };

/** Loaded only when asked for: a conflict is rare, and its code is not the first screen's. */
export async function keepMyChanges(id: number): Promise<KeepOutcome> {
  let theirs: ApplicantDraft;
  try {
    theirs = (await formApi.getForm({ params: { ref: String(id) } })).form;
  } catch {
    return { ok: false };
  }
  const mine = draftHome.get() ?? {};
  const merge = mergeFields(savedBase() ?? theirs, mine, theirs);
  setSavedBase(theirs);
  wizardStatus.setState({ saveState: 'idle' });
  draftHome.set({ ...merge.draft, _notSaved: true });
  writeLocalCopy(merge.draft, true);
  await autosave.flush();
  return { ok: true, merge, overriddenSections: [...new Set(merge.overridden.map((path) => SECTION_TITLES[sectionOfField(path)]))] };
}
