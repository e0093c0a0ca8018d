import { useEffect } from 'react';
import { useLocation } from 'ui-kit/router';
import { refreshRemoteRegistry } from '../features/remotes/remote-registry';

/** On every navigation, re-reads the remote registry so a release or rollback reaches an open shell. */
export function RegistryRefresh() {
  const { pathname } = useLocation();
  useEffect(() => {
    void refreshRemoteRegistry();
  }, [pathname]);
  return null;
}
