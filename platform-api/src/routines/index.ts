// Routines' public surface: what the app, the demo data and other domains may use.
export {
  drinkingRowsInRange,
  exerciseRowsInRange,
  generateDailyDetails,
  generateExerciseDetails,
  noSmokingRowsInRange,
  type ExerciseRow,
} from './daily-records/detail-repository';
export { exerciseItemName, exerciseMets } from './exercise-catalogue/exercise-items';
export { findStoredGoal, insertGoal, replaceTargetsAndPlan } from './health-goals/goal-repository';
export { goalCountForExport, goalPageForExport, type ExportedGoal } from './health-goals/goals-for-export';
export { readRoutinePerson } from './routine-common/routine-person';
export { routinesPlugin, type RoutinesPluginOptions } from './routines-plugin';
