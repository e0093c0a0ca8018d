import { startStandalone } from 'ui-kit/host';
import { Navigate } from 'ui-kit/router';
import { href } from 'shared-contracts';
import App from './app/app';

function Home() {
  return <Navigate to={href('staff')} replace />;
}

void startStandalone('staffConsole', App, undefined, { home: Home });
