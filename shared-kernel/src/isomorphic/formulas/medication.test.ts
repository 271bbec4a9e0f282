import { medicationCompliance } from './medication';

describe('medicationCompliance', () => {
  it('counts 80 % of doses taken or more as compliant', () => {
    expect(medicationCompliance(8, 10)).toEqual({ rate: 80, compliant: true });
    expect(medicationCompliance(10, 10)).toEqual({ rate: 100, compliant: true });
    expect(medicationCompliance(79, 100)).toEqual({ rate: 79, compliant: false });
  });

  it('is null when nothing was planned or more doses were taken than planned', () => {
    expect(medicationCompliance(0, 0)).toBeNull();
    expect(medicationCompliance(11, 10)).toBeNull();
    expect(medicationCompliance(undefined, 10)).toBeNull();
  });
});
