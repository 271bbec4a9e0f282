// What the life-log features share: names and units in the person's language, grades, guide bands, routes.
export {
  lifelogTypeName,
  lifelogUnit,
  isHealthIndexKey,
  missingInputName,
  guideIndexName,
  guideItemKeyOf,
  guideUnit,
  gradeName,
  measurementTimeName,
  lifelogTypeRoute,
  type LifelogItemKey,
  type Translate,
} from './names';
export { genderCodeOf } from './sex';
export { useGuideRanges, type GuideRangesState } from './useGuideRanges';
export { GradeBadge } from './GradeBadge';
export { formatLifelogNumber, formatRecordValue, formatIndexValue } from './values';
export { fetchInterestItems, saveInterestItems, isLifelogItemKey, lifelogItemKeys } from './interestItems';
export { default as lifelogStyles } from './common.module.css';
export { ownPerson, memberPerson, type Person, type SharedMember } from './person';
export {
  indexValue,
  indexInputs,
  indexGuideCode,
  heightOf,
  type IndexValue,
  type LatestRecords,
  type MissingInput,
} from './healthIndexValues';
export { dailyTotalTypes, fetchLatestRecords, measuredDay } from './latestRecords';
export { useOwnPerson } from './useOwnPerson';
export {
  searchObservations,
  latestObservations,
  aggregateObservations,
  createObservation,
  readObservation,
  updateObservation,
  deleteObservation,
  commitTransaction,
  searchCheckups,
  fetchGuideRanges,
  resourcesOf,
  type ObservationSearch,
  type CheckupSearch,
} from './healthDataApi';
