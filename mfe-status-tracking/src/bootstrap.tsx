// Standalone start: this remote as a complete app on its own origin.
import { startStandalone } from 'ui-kit/host';
import App from './app/app';

void startStandalone('statusTracking', App);
