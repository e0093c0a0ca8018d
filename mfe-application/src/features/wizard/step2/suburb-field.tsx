import { useEffect, useState } from 'react';
import { EMPLOYER_STATES, type AustralianStateCode } from 'shared-contracts';
import type { Suburb } from 'shared-contracts/api';
import { Box, Text } from 'ui-kit';
import { UnstyledButton } from 'ui-kit/widgets';
import { DraftTextInput } from '../fields/draft-text-input';
import { fieldId, setAtPath } from '../model/draft-path';
import { useDraftValue } from '../form/wizard-form';
import { updateDraft } from '../model/use-draft';
import { matchSuburbs, suburbsOf } from './suburb-search';

const isAustralianState = (s: unknown): s is AustralianStateCode => typeof s === 'string' && (EMPLOYER_STATES as readonly string[]).includes(s);

/**
 * The suburb field with its typeahead (spec §9: 2 characters, 5 results) over the state's localities. Choosing
 * a suggestion fills the suburb and the postcode; typing a suburb that is not listed is allowed.
 */
export function SuburbField({ prefix, state }: { prefix: string; state: unknown }) {
  const path = `${prefix}.Localityname`;
  const value = useDraftValue<string | undefined>(path) ?? '';
  const [list, setList] = useState<Suburb[]>([]);
  const [chosen, setChosen] = useState(value);

  useEffect(() => {
    if (!isAustralianState(state)) return setList([]);
    let live = true;
    suburbsOf(state).then(
      (l) => live && setList(l),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [state]);

  const suggestions = value !== chosen ? matchSuburbs(list, value) : [];
  const listId = `${fieldId(path)}-suggestions`;
  return (
    <Box>
      <DraftTextInput path={path} label="Suburb or town" required maxLength={60} autoComplete="address-level2" />
      {suggestions.length > 0 && (
        <Box component="ul" id={listId} aria-label="Matching suburbs" style={{ listStyle: 'none', margin: 0, padding: 0, border: '1px solid #868e96', borderRadius: 4 }}>
          {suggestions.map((s) => (
            <li key={`${s.Name}-${s.Postcode}`}>
              <UnstyledButton
                px="sm"
                py={6}
                w="100%"
                onClick={() => {
                  setChosen(s.Name);
                  updateDraft((d) => setAtPath(setAtPath(d, path, s.Name), `${prefix}.Postcode`, s.Postcode));
                }}
              >
                <Text size="sm">
                  {s.Name}, {s.State} {s.Postcode}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
