// What the routine rules need to know about the person: sex, birth date and fitness level from the profile, and the latest
// weight, waist and height from the FHIR store (read, never copied: the roadmap reads the store itself).
// Calories need a weight from the first day of a first goal: a newcomer with no weight on record gave one as the
// current value of a weight target, and the goal editor's estimate already counts with it (issue 35.5).
import { healthGoalItemCodes, lifelogCodes, type GenderCode } from 'shared-kernel/isomorphic';
import { invalidTokenError } from '../../platform/auth/bearer-auth';
import type { Queryable } from '../../platform/database/database';
import { notWithdrawn } from '../../accounts';

export interface RoutinePerson {
  userGenderCode: GenderCode | null;
  /** YYYY-MM-DD: with sex, height and weight it gives the METs of the person's body. */
  userBrthdyDe: string | null;
  /** The fitness level the person keeps (PUT /api/service/info/pscstr), or null. */
  pscstrSttusCode: string | null;
  weightKg: number | null;
  /** The weight calories count with: the latest weight record, else the current weight of the newest weight target. */
  calorieWeightKg: number | null;
  waistCm: number | null;
  /** The latest height record, else the profile's height. */
  heightCm: number | null;
}

/** LOINC codes of weight, waist and height, read once: every dashboard asks for them. */
const bodyCodes = [
  lifelogCodes.weight.coding.code,
  lifelogCodes.waistCircumference.coding.code,
  lifelogCodes.height.coding.code,
] as const;

/** The newest value of the LOINC code in parameter `param`. */
const latestValue = (param: string) => `(
  SELECT measured.value::float8 FROM observation_values AS measured
  WHERE measured.subject = person.fhir_res_id AND measured.code = ${param} AND measured.upper_code IS NULL
  ORDER BY measured.effective_start DESC, measured.observation_id DESC
  LIMIT 1)`;

/** The current value the person gave in their newest goal (not deleted) with a weight target. */
const statedWeight = `(
  SELECT target.before_val::float8 FROM health_goal_targets AS target
  JOIN health_goals AS goal ON goal.helth_goal_sn = target.helth_goal_sn
  WHERE goal.user_id = person.user_id AND goal.deleted_at IS NULL AND target.helth_goal_item_code = $5
  ORDER BY goal.goal_begin_de DESC, goal.helth_goal_sn DESC
  LIMIT 1)`;

/** The person in one statement (a few index probes); 401 M0139 for a withdrawn account's token. */
export async function readRoutinePerson(db: Queryable, userId: string): Promise<RoutinePerson> {
  const [person] = await db.query<RoutinePerson>(
    `SELECT person.user_gender_code AS "userGenderCode", person.pscstr_sttus_code AS "pscstrSttusCode",
            to_char(person.user_brthdy_de, 'YYYY-MM-DD') AS "userBrthdyDe",
            ${latestValue('$2')} AS "weightKg",
            COALESCE(${latestValue('$2')}, ${statedWeight}) AS "calorieWeightKg",
            ${latestValue('$3')} AS "waistCm",
            COALESCE(${latestValue('$4')}, person.height::float8) AS "heightCm"
     FROM users AS person WHERE person.user_id = $1 AND ${notWithdrawn}`,
    [userId, ...bodyCodes, healthGoalItemCodes.weight],
  );
  if (!person) throw invalidTokenError();
  return person;
}
