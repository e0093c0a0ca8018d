import { lazy, Suspense, useEffect, useState } from 'react';
import { COMPANIES, href, readDraftInProgress, sessionStore, startAgain, useSession, type DraftInProgress, type RouteId } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/form';
import { Skeleton, Stack, Text } from 'ui-kit';
import { Notice } from '../../components/notice';
import { SAME_SCREEN, useNavigate, useSearchParams } from 'ui-kit/router';
import { fieldId } from 'ui-kit/form';
import { autosave } from './autosave/autosave';
import { ConflictAlert } from './autosave/conflict-alert';
import { readLocalCopy, removeLocalCopy } from './autosave/local-copy';
import { OfflineNotice } from './autosave/offline-notice';
import { SaveIndicator } from './autosave/save-indicator';
import { initialWizardStatus, useWizardStatus, wizardStatus } from './autosave/wizard-status';
import { useDraftSelect, WizardFormProvider } from './form/wizard-form';
import { draftHome } from './model/draft';
import { IdleWatcher } from './idle/idle-watcher';
import { loadSavedForm } from './model/load-form';
import { freshDraft, systemInfo } from './model/new-form';
import { useReferenceData } from './model/reference-data';
import { allowedStep, resumeStep, stepCount, stepRoute } from './model/step-rules';
import { useFormIdParam } from './model/use-route-id';
import { ContinueOffer } from './save-and-return/continue-offer';
import { StepsBar } from './steps-bar';
import { WizardHeading } from './wizard-heading';
import { prefetchSteps, WizardSteps } from './wizard-steps';

const loadConnectionModal = () => import('./autosave/connection-modal');
const ConnectionModal = lazy(() => loadConnectionModal().then((m) => ({ default: m.ConnectionModal })));
const prefetchLaterSteps = () => Promise.all([prefetchSteps(), loadConnectionModal(), import('./idle/idle-warning')]).catch(() => undefined);

const STEP_OF: Partial<Record<RouteId, number>> = { newForm: 1, newFormStep1: 1, formStep1: 1, formStep2: 2, formStep3: 3, formStep4: 4 };

export default function WizardScreen({ routeId }: { routeId: RouteId }) {
  const company = COMPANIES[useSession((s) => s.company)];
  const total = stepCount(company);
  const id = useFormIdParam();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hasDraft = useSession((s) => s.draft !== null);
  const savedId = useDraftSelect((d) => d._id);
  const peopleId = useDraftSelect((d) => d._peopleId);
  const stepCompleted = useDraftSelect((d) => d._stepCompleted ?? 0);
  const formFilledIn = useDraftSelect((d) => d._formFilledIn === true);
  const [generation, setGeneration] = useState(0);
  const remount = () => setGeneration((g) => g + 1);
  const lost = useWizardStatus((s) => s.lost);
  const lostRandomId = useWizardStatus((s) => s.lostRandomId);
  const connectionTrouble = useWizardStatus((s) => s.connectionModalShown);
  const reference = useReferenceData();
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const fromDevice = useWizardStatus((s) => s.fromDevice);
  const [offer, setOffer] = useState<DraftInProgress | null>(null);
  const [merged, setMerged] = useState<{ kept: number; overridden: string[] } | null>(null);
  const requested = STEP_OF[routeId];
  const loadedAs = routeId === 'newForm' || routeId === 'newFormStep1' ? routeId : 'form';

  function startNewForm(from = new URLSearchParams()) {
    wizardStatus.setState(initialWizardStatus());
    draftHome.replace(freshDraft(company, from, systemInfo()));
    remount();
  }

  useEffect(() => {
    setReady(false);
    setOffer(null);
    setUnreachable(false);
    if (routeId === 'newFormStep1' || routeId === 'newForm') {
      const current = draftHome.get();
      const local = readLocalCopy(undefined);
      const inProgress = readDraftInProgress();
      if (routeId === 'newForm' && inProgress && !(current && current._id === undefined) && sessionStore.getState().formKey) {
        setOffer(inProgress);
      } else if (routeId === 'newFormStep1') {
        removeLocalCopy(undefined);
        sessionStore.getState().forgetDraft();
        startNewForm(params);
      } else if (current && current._id === undefined) {
        // the in-memory new form is kept
      } else if (local?.dirty) {
        draftHome.replace(local.draft);
        setRestored(true);
        remount();
      } else {
        startNewForm();
      }
      setReady(true);
      return;
    }
    if (id === undefined) {
      navigate(href('recordNotFound'), { replace: true });
      return;
    }
    if (draftHome.get()?._id === id) {
      setReady(true);
      return;
    }
    let live = true;
    void loadSavedForm(id).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'link-expired') navigate(outcome.randomId ? href('linkExpired', { randomId: outcome.randomId }) : href('recordNotFound'), { replace: true });
      else if (outcome.kind === 'record-not-found') navigate(href('recordNotFound'), { replace: true });
      else if (outcome.kind === 'offline') setUnreachable(true);
      else {
        remount();
        setRestored(outcome.restored && !outcome.fromDevice);
        if (outcome.restored && !outcome.fromDevice) void autosave.flush();
        setReady(true);
      }
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form is started or loaded once per route and id
  }, [loadedAs, id]);

  useEffect(() => {
    if (savedId !== undefined) void prefetchLaterSteps();
  }, [savedId]);

  useEffect(() => {
    if ((routeId === 'newForm' || routeId === 'newFormStep1') && savedId !== undefined) navigate(href('formStep1', { id: savedId }), { replace: true, state: SAME_SCREEN });
  }, [routeId, savedId, navigate]);

  useEffect(() => {
    if (!ready || savedId === undefined || peopleId) return;
    const progress = { _stepCompleted: stepCompleted, _formFilledIn: formFilledIn };
    const target = requested === undefined ? resumeStep(progress, total) : allowedStep(requested, progress, total);
    if (target !== requested) navigate(href(stepRoute(target), { id: savedId }), { replace: true });
  }, [ready, savedId, peopleId, stepCompleted, formFilledIn, requested, total, navigate]);

  useEffect(() => {
    if (!ready || !peopleId) return;
    const timer = setTimeout(() => navigate(href('status', { peopleId })), 2500);
    return () => clearTimeout(timer);
  }, [ready, peopleId, navigate]);

  useEffect(() => {
    if (lost === 'link-expired') navigate(lostRandomId ? href('linkExpired', { randomId: lostRandomId }) : href('recordNotFound'));
    else if (lost === 'record-not-found') navigate(href('recordNotFound'));
  }, [lost, lostRandomId, navigate]);

  const step = requested ?? 1;
  return (
    <Stack gap="lg">
      <WizardHeading company={company} routeId={routeId} step={step} />
      <StepsBar steps={company.steps} current={step} completed={stepCompleted} />
      <SaveIndicator />
      <ConflictAlert
        onKeepMine={async () => {
          if (id === undefined) return;
          const outcome = await import('./autosave/keep-my-changes').then(({ keepMyChanges }) => keepMyChanges(id), () => ({ ok: false as const }));
          if (!outcome.ok) return;
          setMerged({ kept: outcome.merge.kept.length, overridden: outcome.overriddenSections });
          remount();
        }}
        onReload={() =>
          id !== undefined &&
          void loadSavedForm(id).then(() => {
            setRestored(false);
            setMerged(null);
            remount();
          })
        }
      />
      {merged && (
        <Notice role="status" title="Your changes are kept">
          <Text>
            We kept {merged.kept === 1 ? 'the 1 answer' : `the ${merged.kept} answers`} you changed here, together with the answers saved from the other tab.
            {merged.overridden.length > 0 ? ` Some answers were changed in both places; we kept the other tab's, check them: ${merged.overridden.join(', ')}.` : ''}
          </Text>
        </Notice>
      )}
      {connectionTrouble && (
        <Suspense fallback={null}>
          <ConnectionModal />
        </Suspense>
      )}
      {offer && (
        <ContinueOffer
          draft={offer}
          company={company}
          onContinue={() => {
            sessionStore.getState().forgetDraft();
            navigate(href('form', { id: offer.id }));
          }}
          onStartAgain={() => {
            startAgain();
            setOffer(null);
            startNewForm();
            setTimeout(() => document.getElementById(fieldId('Firstname'))?.focus(), 100);
          }}
        />
      )}
      {restored && <Notice>We restored answers you had typed on this device that had not been saved yet.</Notice>}
      {fromDevice && <OfflineNotice />}
      {unreachable ? (
        <Notice role="alert" title="You are offline">
          <Text>This form is not saved on this device, so it cannot be shown without a connection. Connect to the internet and reload the page.</Text>
        </Notice>
      ) : offer ? null : peopleId ? (
        <Notice role="alert">{MESSAGES.formCompleted}</Notice>
      ) : !ready || !hasDraft || (!reference.data && !reference.error) ? (
        <Skeleton height={320} />
      ) : reference.error ? (
        <Text role="alert">We could not load the lists this form needs. Check your internet connection and reload the page.</Text>
      ) : (
        <WizardFormProvider key={generation} company={company} operationalNeeds={reference.data!.operationalNeeds}>
          <IdleWatcher />
          <WizardSteps step={step} total={total} company={company} reference={reference.data!} />
        </WizardFormProvider>
      )}
    </Stack>
  );
}
