// The routine calls of mf-routine (contract: /api/routine, shared-kernel/isomorphic/routines/types.ts). Kept in
// this remote, not the kernel, whose chunk every page loads at start.
import type {
  DrinkingDetail,
  DrinkingEntry,
  ExerciseBookmark,
  ExerciseCatalogue,
  ExerciseDetail,
  GoalOverlapCheck,
  GoalStatusCode,
  HealthGoal,
  HealthGoalHistory,
  HealthGoalInput,
  HealthGoalUpdate,
  ManualExercise,
  NoSmokingDetail,
  RecommendedGoal,
  RecommendedMets,
  RoutineDashboard,
  YesNo,
} from 'shared-kernel/isomorphic';
import { userApi } from 'shared-kernel';

const base = '/api/routine';

export async function loadDashboard(fromSearchDt: string, toSearchDt: string): Promise<RoutineDashboard> {
  const { data } = await userApi.get<RoutineDashboard>(`${base}/dashboard2`, {
    params: { fromSearchDt, toSearchDt },
  });
  return data;
}

export async function loadRecommendedGoal(): Promise<RecommendedGoal> {
  const { data } = await userApi.get<RecommendedGoal>(`${base}/helthGoal/recommendation`);
  return data;
}

export async function loadRecommendedExercises(pscstrSttusCode?: string): Promise<ExerciseCatalogue> {
  const { data } = await userApi.get<ExerciseCatalogue>(`${base}/helthGoal/item/recommendation`, {
    params: pscstrSttusCode ? { pscstrSttusCode } : {},
  });
  return data;
}

export async function loadRecommendedMets(pscstrSttusCode?: string): Promise<RecommendedMets> {
  const { data } = await userApi.get<RecommendedMets>(`${base}/helthGoal/cl/code/recmndMetsVal`, {
    params: pscstrSttusCode ? { pscstrSttusCode } : {},
  });
  return data;
}

/** Saves the person's fitness level (0001 lowest ... 0005 advanced), which picks their recommendations. */
export async function saveFitnessLevel(pscstrSttusCode: string): Promise<void> {
  await userApi.put('/api/service/info/pscstr', { pscstrSttusCode });
}

/** Creates a goal; the API answers 201 (spec section 5: only a 201 counts as saved). */
export async function createGoal(goal: HealthGoalInput): Promise<HealthGoal> {
  const { data } = await userApi.post<HealthGoal>(`${base}/helthGoal`, goal, {
    validateStatus: (status) => status === 201,
  });
  return data;
}

/** Edits a goal; an in-progress goal's new plan applies from next week. Only a 201 counts as saved. */
export async function updateGoal(goal: HealthGoalUpdate): Promise<HealthGoal> {
  const { data } = await userApi.put<HealthGoal>(`${base}/helthGoal`, goal, {
    validateStatus: (status) => status === 201,
  });
  return data;
}

export async function checkGoalOverlap(
  goalBeginDe: string,
  goalEndDe: string,
  helthGoalSn?: number,
): Promise<GoalOverlapCheck> {
  const { data } = await userApi.get<GoalOverlapCheck>(`${base}/helthGoal/check`, {
    params: { goalBeginDe, goalEndDe, ...(helthGoalSn ? { helthGoalSn } : {}) },
  });
  return data;
}

export async function loadGoalHistory(goalSttusCode?: GoalStatusCode): Promise<HealthGoalHistory> {
  const { data } = await userApi.get<HealthGoalHistory>(`${base}/helthGoal/history`, {
    params: goalSttusCode ? { goalSttusCode } : {},
  });
  return data;
}

export async function loadGoal(helthGoalSn: number): Promise<HealthGoal> {
  const { data } = await userApi.get<HealthGoal>(`${base}/helthGoal/detail`, { params: { helthGoalSn } });
  return data;
}

export async function endGoal(helthGoalSn: number): Promise<HealthGoal> {
  const { data } = await userApi.put<HealthGoal>(`${base}/helthGoal/${helthGoalSn}`);
  return data;
}

export async function deleteGoal(helthGoalSn: number): Promise<void> {
  await userApi.delete(`${base}/helthGoal/${helthGoalSn}`);
}

export async function checkExercise(exrciseExecutDtlsSn: number, exrciseAt: YesNo): Promise<ExerciseDetail> {
  const { data } = await userApi.put<ExerciseDetail>(
    `${base}/helthGoal/exrcise/dtls/${exrciseExecutDtlsSn}`,
    {
      exrciseExecutDtlsSn,
      exrciseAt,
    },
  );
  return data;
}

export async function postponeExercise(exrciseExecutDtlsSn: number): Promise<ExerciseDetail> {
  const { data } = await userApi.put<ExerciseDetail>(
    `${base}/helthGoal/exrcise/dtls/${exrciseExecutDtlsSn}/delay`,
  );
  return data;
}

export async function addManualExercise(exercise: ManualExercise): Promise<ExerciseDetail> {
  const { data } = await userApi.post<ExerciseDetail>(`${base}/helthGoal/exrcise/dtls/manual`, exercise);
  return data;
}

export async function replaceManualExercise(
  exrciseExecutDtlsSn: number,
  exercise: ManualExercise,
): Promise<ExerciseDetail> {
  const { data } = await userApi.put<ExerciseDetail>(
    `${base}/helthGoal/exrcise/dtls/manual/${exrciseExecutDtlsSn}`,
    exercise,
  );
  return data;
}

export async function removeManualExercise(exrciseExecutDtlsSn: number): Promise<void> {
  await userApi.delete(`${base}/helthGoal/exrcise/dtls/manual/${exrciseExecutDtlsSn}`);
}

export async function recordNoSmoking(
  nosmkngExecutDtlsSn: number,
  nosmkngAt: YesNo,
): Promise<NoSmokingDetail> {
  const { data } = await userApi.put<NoSmokingDetail>(
    `${base}/helthGoal/nosmkng/dtls/${nosmkngExecutDtlsSn}`,
    {
      nosmkngExecutDtlsSn,
      nosmkngAt,
    },
  );
  return data;
}

export async function recordDrinking(entry: DrinkingEntry): Promise<DrinkingDetail> {
  const { data } = await userApi.put<DrinkingDetail>(
    `${base}/helthGoal/alchl/dtls/${entry.alchlExecutDtlsSn}`,
    entry,
  );
  return data;
}

/** The catalogue, or one category of it (exrciseItemCtgryCode; 9999 is all), with the person's bookmarks. */
export async function loadExerciseItems(exrciseItemCtgryCode = '9999'): Promise<ExerciseCatalogue> {
  const { data } = await userApi.get<ExerciseCatalogue>(`${base}/helthGoal/exrcise/item`, {
    params: { exrciseItemCtgryCode },
  });
  return data;
}

export async function bookmarkExercise(exrciseItemCode: string): Promise<ExerciseBookmark> {
  const { data } = await userApi.post<ExerciseBookmark>(`${base}/helthGoal/exrcise/item/bmark`, {
    exrciseItemCode,
  });
  return data;
}

export async function removeExerciseBookmark(userExrciseItemBmarkSn: number): Promise<void> {
  await userApi.delete(`${base}/helthGoal/exrcise/item/bmark/${userExrciseItemBmarkSn}`);
}
