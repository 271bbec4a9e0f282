import { predictionModelIds, predictionModels } from 'shared-kernel/isomorphic';
import { questionOf } from '../prediction-common/inputPlaces';
import { sectionsFor } from './questions';
import { isMissing, stepsFor } from './steps';

describe('the questionnaire steps (issue 35.21)', () => {
  it('asks every question of the page once, in steps of a few related questions', () => {
    const steps = stepsFor(true);
    expect(steps.flatMap((step) => step.fields).sort()).toEqual(
      sectionsFor(true)
        .flatMap((section) => section.fields)
        .sort(),
    );
    for (const step of steps) expect(step.fields.length).toBeLessThanOrEqual(8);
  });

  it('lists as unlocked exactly the models that require an input asked on the step', () => {
    for (const step of stepsFor(true)) {
      const expected = predictionModelIds.filter((id) =>
        predictionModels[id].requiredInputs.some((input) => {
          const question = questionOf(input);
          return question !== null && step.fields.includes(question);
        }),
      );
      expect(step.unlocks).toEqual(expected);
    }
    // Race is an input of the Pooled Cohort Equations, FINDRISC's questions only of FINDRISC.
    const about = stepsFor(true).find((step) => step.key === 'about');
    expect(about?.unlocks).toContain('11');
    expect(stepsFor(true).find((step) => step.key === 'findrisc')?.unlocks).toEqual(['13']);
  });

  it('puts the steps that unlock the most predictions first, then those that refine the most', () => {
    const steps = stepsFor(true);
    const scores = steps.map((step) => [step.unlocks.length, step.refines.length] as const);
    for (let index = 1; index < scores.length; index += 1) {
      const [unlocks, refines] = scores[index] as readonly [number, number];
      const [previousUnlocks, previousRefines] = scores[index - 1] as readonly [number, number];
      expect(unlocks < previousUnlocks || (unlocks === previousUnlocks && refines <= previousRefines)).toBe(
        true,
      );
    }
    expect(steps[0]?.key).toBe('smoking');
    expect(steps[0]?.unlocks).toContain('lung-cancer');
  });

  it("lists only the predictions offered to the person's sex, in the same order for both", () => {
    const women = stepsFor(true);
    const men = stepsFor(false);
    expect(men.map((step) => step.key)).toEqual(
      women.map((step) => step.key).filter((key) => key !== 'breast'),
    );
    expect(women.find((step) => step.key === 'about')?.unlocks).toContain('breast-cancer');
    expect(men.find((step) => step.key === 'about')?.unlocks).not.toContain('breast-cancer');
    expect(men.flatMap((step) => step.fields)).not.toContain('hrt');
  });

  it('counts a step as missing while a question some prediction needs is unanswered, and follow-ups only once asked', () => {
    const smoking = stepsFor(false).find((step) => step.key === 'smoking');
    if (!smoking) throw new Error('no smoking step');
    expect(isMissing(smoking, {})).toBe(true);
    expect(isMissing(smoking, { smokingStatus: 'never' })).toBe(false);
    expect(isMissing(smoking, { smokingStatus: 'current', cigarettesPerDay: '10' })).toBe(true);
    expect(isMissing(smoking, { smokingStatus: 'current', cigarettesPerDay: '10', smokingYears: '5' })).toBe(
      false,
    );
    const conditions = stepsFor(false).find((step) => step.key === 'conditionsHeart');
    if (!conditions) throw new Error('no conditions step');
    expect(conditions.unlocks).toEqual([]);
    expect(conditions.refines.length).toBeGreaterThan(0);
    expect(isMissing(conditions, {})).toBe(false);
  });
});
