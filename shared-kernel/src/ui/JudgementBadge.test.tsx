/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { checkupJudgementTones, type CheckupJudgementCode } from '../isomorphic';
import { changeLanguage, loadNamespaces } from '../i18n';
import { JudgementBadge } from './JudgementBadge';

beforeAll(async () => {
  await changeLanguage('ko');
  await loadNamespaces(['healthCheckup']);
});

describe('JudgementBadge, the one checkup badge of the checkup screens and the routine dashboard (issue 35)', () => {
  it.each(Object.entries(checkupJudgementTones) as [CheckupJudgementCode, string][])(
    'shows judgement %s in words on the colour of its tone (%s)',
    (judgement, tone) => {
      render(<JudgementBadge judgement={judgement} />);
      const badge = document.querySelector(`[data-judgement="${judgement}"]`);
      expect(badge?.className).toContain(tone);
      expect(badge?.textContent?.trim()).toBeTruthy();
      expect(badge?.textContent).not.toContain('checkup.');
    },
  );

  it('says the checkup gives no judgement, on the neutral colour, when its report has none', () => {
    render(<JudgementBadge judgement={null} />);
    expect(screen.getByText('판정 없음').className).toContain('neutral');
  });
});
