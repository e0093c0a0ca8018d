import { appOnIntent } from './app-on-intent';

appOnIntent(document.currentScript);
