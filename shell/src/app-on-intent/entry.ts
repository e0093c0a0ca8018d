// The app-on-intent script's entry (decision 063): bundled alone by shell/tools/app-on-intent-plugin.js.
import { appOnIntent } from './app-on-intent';

appOnIntent(document.currentScript);
