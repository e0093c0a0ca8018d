// compatibility for phase B/C of issue 41: delete when nothing imports it
// The typeahead (spec §9): a shared layer of its own, loaded only by the screens that show one (the wizard's address
// step), decision 049. Since decision 056 it is the product's own combobox (no Mantine Combobox, Popover or
// floating-ui).
import './typeahead.css';

export { Typeahead, type TypeaheadOption, type TypeaheadProps } from './typeahead';
export { isAustralianState, loadedLocalities, SuburbTypeahead, suburbsOf, type SuburbTypeaheadProps } from './suburbs';
