import { useEffect, useRef } from 'react';
import { useLocation } from 'ui-kit/router';
import { refreshRemoteRegistry } from '../features/remotes/remote-registry';

// so a release or rollback reaches an open shell; a hook, as a component beside the page would change the tree (decision 071)
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
