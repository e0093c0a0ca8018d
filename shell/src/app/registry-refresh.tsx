import { useEffect, useRef } from 'react';
import { useLocation } from 'ui-kit/router';
import { refreshRemoteRegistry } from '../features/remotes/remote-registry';

/**
 * On every navigation, re-reads the remote registry so a release or rollback reaches an open shell. The first
 * screen needs no re-read: the page was served with the configuration of that moment. A hook, not a component
 * beside the page: the shell's tree has the shape the prerendered pages were rendered in (decision 071).
 */
export function useRegistryRefresh() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refreshRemoteRegistry();
  }, [pathname]);
}
