import fc from 'fast-check';
import { compareAppVersions, isAppVersion, isUnderMaintenance, needsUpdate } from './app-info';

describe('app versions (issue 36.3)', () => {
  it('compares versions number by number, so 1.10.0 is newer than 1.9.0', () => {
    expect(compareAppVersions('1.10.0', '1.9.0')).toBe(1);
    expect(compareAppVersions('1.2.0', '1.2.0')).toBe(0);
    expect(compareAppVersions('0.9.9', '1.0.0')).toBe(-1);
  });

  it('orders versions as their three numbers do', () => {
    const part = fc.nat(999_999);
    fc.assert(
      fc.property(fc.tuple(part, part, part), fc.tuple(part, part, part), (a, b) => {
        const expected = Math.sign(a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
        expect(compareAppVersions(a.join('.'), b.join('.'))).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('takes only versions like 1.2.3', () => {
    for (const version of ['1.2.3', '0.0.0', '10.20.30']) expect(isAppVersion(version)).toBe(true);
    for (const version of [
      '1.2',
      '1.2.3.4',
      '01.2.3',
      '1.2.3-beta',
      ' 1.2.3',
      '1.2.3\u0000',
      '1234567890.0.0',
      12,
    ])
      expect(isAppVersion(version)).toBe(false);
  });

  it('asks an update only below the minimum, and never for a host without a readable version', () => {
    expect(needsUpdate({ minimumVersion: '1.2.0' }, '1.1.9')).toBe(true);
    expect(needsUpdate({ minimumVersion: '1.2.0' }, '1.2.0')).toBe(false);
    expect(needsUpdate({ minimumVersion: '1.2.0' }, 'beta')).toBe(false);
  });

  it('is under maintenance from the window’s start up to, not at, its end', () => {
    const window = { from: '2026-03-02T01:00:00Z', until: '2026-03-02T03:00:00Z', messageCode: 'M1188' };
    expect(isUnderMaintenance(window, new Date('2026-03-02T00:59:59Z'))).toBe(false);
    expect(isUnderMaintenance(window, new Date('2026-03-02T01:00:00Z'))).toBe(true);
    expect(isUnderMaintenance(window, new Date('2026-03-02T03:00:00Z'))).toBe(false);
    expect(isUnderMaintenance(null, new Date('2026-03-02T02:00:00Z'))).toBe(false);
  });
});
