import type { Country } from 'shared-contracts/form';

const countryLists = new WeakMap<Country[], { value: string; label: string }[]>();

/** The countries as a select's options, one list per loaded list: every country select of a step shares it (decision 066). */
export function countryOptions(countries: Country[]): { value: string; label: string }[] {
  let options = countryLists.get(countries);
  if (!options) {
    options = countries.map((c) => ({ value: c.Name, label: c.Name }));
    countryLists.set(countries, options);
  }
  return options;
}
