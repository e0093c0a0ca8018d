import { startStandalone } from 'ui-kit/host';
import App from './app/app';

void startStandalone('statusTracking', App);
