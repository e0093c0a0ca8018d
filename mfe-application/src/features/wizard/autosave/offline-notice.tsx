import { Text } from 'ui-kit';
import { Notice } from '../../../components/notice';
import { useDraftSelect } from '../form/wizard-form';

/**
 * The wizard reloaded without a connection shows this device's copy of the answers (decision 047): a status, not an
 * error, that says so and that saving resumes by itself. The copy holds no identity-document number (decision 039).
 */
export function OfflineNotice() {
  const hasIdDocument = useDraftSelect((d) => d._idDocument?.Id !== undefined);
  return (
    <Notice role="status" title="You are offline. Your answers are saved on this device.">
      <Text>
        You can keep going: we will save your answers to your application as soon as you are back online.
        {hasIdDocument ? ' Identity document numbers are never kept on a device: they come back from your saved application when you are online.' : ''}
      </Text>
    </Notice>
  );
}
