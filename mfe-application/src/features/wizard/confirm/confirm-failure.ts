export interface ConfirmFailure {
  formId: number | undefined;
  message: string;
  /** the failing call was the people conversion */
  peopleCall: boolean;
}

let lastFailure: ConfirmFailure | undefined;

export const keepConfirmFailure = (failure: ConfirmFailure): ConfirmFailure => (lastFailure = failure);

export const takeConfirmFailure = (): ConfirmFailure | undefined => {
  const failure = lastFailure;
  lastFailure = undefined;
  return failure;
};
