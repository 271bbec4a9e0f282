/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { fakeApi, logIn, resetSession, renderRemoteAt } from 'shared-kernel/testing';
import {
  guideIndexCodes,
  healthGradeCodes,
  healthIndexKeys,
  lifelogTypeKeys,
} from 'shared-kernel/isomorphic';
import { GradeBadge } from './GradeBadge';
import { guideUnit, lifelogTypeName, lifelogTypeRoute, lifelogUnit } from './names';
import { useGuideRanges } from './useGuideRanges';

function Names() {
  const { t } = useTranslation('lifelogRecords');
  return (
    <ul>
      {[...lifelogTypeKeys, ...healthIndexKeys].map((key) => (
        <li key={key} data-key={key}>
          {lifelogTypeName(t, key)} {lifelogUnit(t, key)}
        </li>
      ))}
      {Object.values(guideIndexCodes).map((idxCode) => (
        <li key={idxCode} data-guide={idxCode}>
          {guideUnit(t, idxCode)}
        </li>
      ))}
    </ul>
  );
}

function Ranges() {
  const loaded = useGuideRanges();
  if (loaded.state === 'loading') return <p>loading</p>;
  if (loaded.state === 'failed') return <p role="alert">{loaded.message}</p>;
  return <p>{loaded.ranges.length} bands</p>;
}

beforeEach(() => {
  resetSession();
  logIn();
});

describe('life-log names', () => {
  it.each(['ko', 'en', 'km'] as const)(
    'names every type and index in %s, never showing a raw key',
    async (language) => {
      await renderRemoteAt(Names, '/main/my', language);
      for (const item of screen.getAllByRole('listitem'))
        expect(item.textContent).not.toMatch(/types\.|units\./);
    },
  );

  it('names blood pressure and BMI with their units in Korean', async () => {
    await renderRemoteAt(Names, '/main/my', 'ko');
    expect(screen.getByText('혈압 mmHg')).toBeTruthy();
    expect(screen.getByText('체질량지수(BMI) kg/m²')).toBeTruthy();
  });

  it('names them in English, a guide in its record’s unit, and a ratio without a unit', async () => {
    await renderRemoteAt(Names, '/main/my', 'en');
    expect(screen.getByText('Blood pressure mmHg')).toBeTruthy();
    expect(document.querySelector('[data-guide="bloodSugarLevelAfterMeal"]')?.textContent).toBe('mg/dL');
    expect(document.querySelector('[data-key="waistHipRatio"]')?.textContent).toBe('Waist-hip ratio ');
  });
});

describe('lifelogTypeRoute', () => {
  it('opens the detail page under /main/my by type code, with the family member when given', () => {
    expect(lifelogTypeRoute('bloodPressure')).toBe('/main/my/lifelogDetailPage?lifelogTypeCode=0017');
    expect(lifelogTypeRoute('hbA1c', 'abc')).toBe(
      '/main/my/lifelogDetailPage?lifelogTypeCode=hbA1c&subject=abc',
    );
  });
});

describe('GradeBadge', () => {
  it('shows the grade as text', async () => {
    await renderRemoteAt(() => <GradeBadge gradCode={healthGradeCodes.danger} />, '/main/my', 'ko');
    expect(screen.getByText('위험')).toBeTruthy();
  });

  it('shows the grade in the language of the page', async () => {
    await renderRemoteAt(() => <GradeBadge gradCode={healthGradeCodes.normal} />, '/main/my', 'en');
    expect(screen.getByText('Normal')).toBeTruthy();
  });

  it('shows nothing without a grade', async () => {
    await renderRemoteAt(() => <GradeBadge gradCode={null} />, '/main/my', 'ko');
    expect(document.querySelector('[data-grade]')).toBeNull();
  });
});

describe('useGuideRanges', () => {
  it('loads the guide bands once', async () => {
    const api = fakeApi().on('GET /api/service/idxguide', {
      status: 200,
      data: {
        idxGuideList: [
          { idxCode: 'sbp', genderCode: null, gradCode: '0001', idxMinVal: null, idxMaxVal: 120 },
        ],
      },
    });
    await renderRemoteAt(Ranges, '/main/my');
    expect(await screen.findByText('1 bands')).toBeTruthy();
    expect(api.routes()).toEqual(['GET /api/service/idxguide']);
  });

  it('says why the bands could not be loaded', async () => {
    fakeApi();
    await renderRemoteAt(Ranges, '/main/my');
    expect((await screen.findByRole('alert')).textContent).toContain('No fake answer');
  });
});
