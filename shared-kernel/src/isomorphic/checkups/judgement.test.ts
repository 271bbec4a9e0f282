import { fhirSystems } from '../fhir';
import { checkupJudgementOf, checkupJudgementTones } from '.';

describe('checkup judgement (one rule for the checkup screen and the dashboard, issue 32.2)', () => {
  it('reads the judgement among other code systems, and none when it is absent or unknown', () => {
    expect(
      checkupJudgementOf([
        { coding: [{ system: 'http://snomed.info/sct', code: '17621005' }] },
        { coding: [{ system: fhirSystems.checkupJudgement, code: '0003' }] },
      ]),
    ).toBe('0003');
    expect(checkupJudgementOf(undefined)).toBeNull();
    expect(
      checkupJudgementOf([{ coding: [{ system: fhirSystems.checkupJudgement, code: '9999' }] }]),
    ).toBeNull();
  });

  it('weighs normal A as normal, health caution as caution and suspected disease as danger', () => {
    expect(checkupJudgementTones['0001']).toBe('normal');
    expect(checkupJudgementTones['0003']).toBe('caution');
    expect(checkupJudgementTones['0004']).toBe('danger');
  });
});
