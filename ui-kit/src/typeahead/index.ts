// The typeahead (spec §9) on Mantine's Combobox: a shared layer of its own, loaded only by the screens that
// show one (the wizard's address step), so that Combobox, Popover and floating-ui never reach the first visit of
// another route (docs/decisions/049). Shared like `ui-kit/widgets`: it renders inside the host's MantineProvider
// and must use the host's copy of Mantine's theme context.
import './typeahead.css';

export { Typeahead, type TypeaheadOption, type TypeaheadProps } from './typeahead';
