import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { Navigate, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  dialogs,
  Loading,
  messageFor,
  PageHeader,
  session,
  useLoad,
  LoadFailure,
} from 'shared-kernel';
import {
  calendarDateIn,
  defaultTimeZone,
  goalStatus,
  type HealthGoal,
  type RecommendedGoal,
  type RecommendedMets,
} from 'shared-kernel/isomorphic';
import { loadGoal, loadRecommendedGoal, loadRecommendedMets } from '../routine-common/routineApi';
import { GoalEditorProvider, type GoalEditor } from './GoalEditorContext';
import { goalFormOf, goalFormReducer, newGoalForm, type GoalForm } from './goalForm';
import { GoalSummary } from './GoalSummary';
import { TargetScreen } from './TargetScreen';
import { ExerciseListScreen } from './ExerciseListScreen';
import { TypeAdditionScreen } from './TypeAdditionScreen';
import { CompositionScreen } from './CompositionScreen';
import { NoSmokingDrinkingScreen } from './NoSmokingDrinkingScreen';
import { PeriodScreen } from './PeriodScreen';
import { goalEditorPath, historyPath } from './paths';
import styles from './goalEditor.module.css';
import { useGoalTexts } from './useGoalTexts';

/**
 * `/routine/health-goal`: a new goal (`?recommended=Y` takes the recommended one; `pscstrSttusCode` is the
 * fitness level chosen just before) or, with `?helthGoalSn=N`, a saved goal to edit.
 */
export function GoalEditorPage() {
  const [params] = useSearchParams();
  const helthGoalSn = Number(params.get('helthGoalSn'));
  const fitnessLevel =
    params.get('pscstrSttusCode') ?? session.snapshot().userInfo?.pscstrSttusCode ?? undefined;
  const today = calendarDateIn(defaultTimeZone);
  const search = params.toString() ? `?${params.toString()}` : '';
  return Number.isInteger(helthGoalSn) && helthGoalSn > 0 ? (
    <SavedGoal helthGoalSn={helthGoalSn} today={today} fitnessLevel={fitnessLevel} search={search} />
  ) : (
    <NewGoal
      recommended={params.get('recommended') === 'Y'}
      today={today}
      fitnessLevel={fitnessLevel}
      search={search}
    />
  );
}

interface Setting {
  today: string;
  fitnessLevel: string | undefined;
  search: string;
}

/** The recommendation gives a new goal its current value (and, when chosen, its target and period). */
function NewGoal({ recommended, ...setting }: Setting & { recommended: boolean }) {
  const { t } = useGoalTexts();
  const { loaded, retry } = useLoad(
    () =>
      loadRecommendedGoal().catch((error: unknown) => {
        // Without a recommendation a goal of one's own still starts, only without a value filled in.
        if (error instanceof ApiError && !recommended) return null;
        throw error;
      }),
    String(recommended),
  );
  if (loaded.state !== 'ready') {
    return (
      <div className={styles.page}>
        <PageHeader title={t('goal.newTitle')} />
        {loaded.state === 'loading' ? <Loading /> : <LoadFailure message={loaded.message} onRetry={retry} />}
      </div>
    );
  }
  return (
    <Editor
      initial={newGoalForm(setting.today, loaded.value, recommended)}
      recommendation={recommended ? loaded.value : null}
      {...setting}
    />
  );
}

function SavedGoal({ helthGoalSn, ...setting }: Setting & { helthGoalSn: number }) {
  const { t } = useGoalTexts();
  const { loaded, retry } = useLoad(() => loadGoal(helthGoalSn), String(helthGoalSn));
  if (loaded.state === 'ready' && loaded.value.goalSttusCode === goalStatus.ended) return <EndedGoal />;
  if (loaded.state !== 'ready') {
    return (
      <div className={styles.page}>
        <PageHeader title={t('goal.editTitle')} />
        {loaded.state === 'loading' ? <Loading /> : <LoadFailure message={loaded.message} onRetry={retry} />}
      </div>
    );
  }
  return <Editor initial={goalFormOf(loaded.value)} recommendation={null} {...setting} />;
}

/** Spec section 4: an ended goal cannot be edited; editing goes back to the list. */
function EndedGoal() {
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    void dialogs.toast(messageFor('M1062'));
    navigate(historyPath, { replace: true });
  }, [navigate]);
  return (
    <p role="alert" className={styles.notice}>
      {messageFor('M1062')}
    </p>
  );
}

/** Each promise once per page; a failure is asked again next time. */
function once<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let pending: Promise<Value> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

function Editor({
  initial,
  recommendation,
  today,
  fitnessLevel,
  search,
}: Setting & { initial: GoalForm; recommendation: RecommendedGoal | null; goal?: HealthGoal }) {
  const [form, dispatch] = useReducer(goalFormReducer, initial);
  const pathOf = useCallback(
    (child?: string) => `${goalEditorPath}${child ? `/${child}` : ''}${search}`,
    [search],
  );
  const recommendedMets = useMemo<() => Promise<RecommendedMets>>(
    () => once(() => loadRecommendedMets(fitnessLevel)),
    [fitnessLevel],
  );
  const editor: GoalEditor = { form, dispatch, today, fitnessLevel, pathOf, recommendedMets };
  return (
    <GoalEditorProvider value={editor}>
      <Routes>
        <Route index element={<GoalSummary recommendation={recommendation} />} />
        <Route path="health-goal-addition" element={<TargetScreen />} />
        <Route path="exercise-list" element={<ExerciseListScreen />} />
        <Route path="exercise-list/type-addition" element={<TypeAdditionScreen />} />
        <Route path="exercise-list/composition/:entryKey/*" element={<CompositionScreen />} />
        <Route path="noDrinkingRegistration" element={<NoSmokingDrinkingScreen />} />
        <Route path="healthgoal-calendar" element={<PeriodScreen />} />
        <Route path="*" element={<Navigate to={pathOf()} replace />} />
      </Routes>
    </GoalEditorProvider>
  );
}
