/** What failed on confirm, for the processing page (spec §8: it posts the error unless the failing call was a people call). */
export interface ConfirmFailure {
  formId: number | undefined;
  message: string;
  /** the failing call was the people conversion */
  peopleCall: boolean;
}

// a module of its own: the processing page reads it without the confirmation's code (autosave, the calls)
let lastFailure: ConfirmFailure | undefined;

export const keepConfirmFailure = (failure: ConfirmFailure): ConfirmFailure => (lastFailure = failure);

export const takeConfirmFailure = (): ConfirmFailure | undefined => {
  const failure = lastFailure;
  lastFailure = undefined;
  return failure;
};
