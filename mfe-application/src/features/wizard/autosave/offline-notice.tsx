import { Text } from 'ui-kit';
import { Notice } from '../../../components/notice';
import { useDraftSelect } from '../form/wizard-form';

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
