// The asynchronous boundary lets federation negotiate the shared singletons before any of them runs.
import('./bootstrap');
