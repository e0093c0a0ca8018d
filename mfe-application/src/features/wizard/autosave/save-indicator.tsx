import '../wizard.css';
import { useWizardStatus } from './wizard-status';

const TEXT = {
  idle: '',
  saving: 'Saving…',
  saved: 'All changes saved',
  offline: 'Not saved yet: your answers are kept on this device and we will keep trying',
  invalid: 'Some answers cannot be saved until they are corrected',
  conflict: 'Not saved: this form was changed in another tab or window',
} as const;

export function SaveIndicator() {
  const state = useWizardStatus((s) => s.saveState);
  return (
    <p className="wizard-save-state" role="status" aria-live="polite" data-testid="save-state" data-state={state}>
      {TEXT[state]}
    </p>
  );
}
