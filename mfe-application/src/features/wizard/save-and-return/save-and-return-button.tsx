import { useEffect, useRef, useState } from 'react';
import { href } from 'shared-contracts';
import { Anchor, Stack, Text } from 'ui-kit';
import { Button, fieldId } from 'ui-kit/form';
import { Link, useNavigate } from 'ui-kit/router';
import { Notice } from '../../../components/notice';
import { saveAndReturn, type SaveAndReturnOutcome } from './save-and-return';
import type { SavedPageState } from './saved-page-state';
import { draftHome } from '../model/draft';

type State = { kind: 'idle' | 'busy' } | ({ kind: 'problem' } & Extract<SaveAndReturnOutcome, { ok: false }>);

export function SaveAndReturnButton() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const problem = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.kind === 'problem') problem.current?.focus();
  }, [state]);

  async function press() {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    const outcome = await saveAndReturn();
    if (outcome.ok) {
      navigate(href('formSaved', { id: outcome.id }), { state: { sentTo: outcome.result.sentTo, linkExpiresAt: outcome.result.linkExpiresAt } satisfies SavedPageState });
      return;
    }
    setState({ kind: 'problem', ...outcome });
  }

  const id = draftHome.get()?._id;
  return (
    <Stack gap="xs" align="flex-start">
      {state.kind === 'problem' && (
        <div ref={problem} tabIndex={-1} style={{ width: '100%' }}>
          <Notice tone="danger" role="alert" title="We have not emailed you a link">
            <Text>{state.message}</Text>
            {state.reason === 'no-email' && id !== undefined && (
              <Anchor component={Link} to={`${href('formStep1', { id })}#${fieldId('Email')}`}>
                Go to your email address
              </Anchor>
            )}
          </Notice>
        </div>
      )}
      <Button type="button" variant="subtle" style={{ paddingInline: 0 }} loading={state.kind === 'busy'} onClick={() => void press()}>
        Save and come back later
      </Button>
    </Stack>
  );
}
