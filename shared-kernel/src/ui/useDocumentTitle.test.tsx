/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { changeLanguage } from '../i18n';
import { PageHeader } from './PageHeader';
import { useDocumentTitle } from './useDocumentTitle';

function AreaTitle({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

beforeEach(() => changeLanguage('ko'));

describe('the browser tab names the screen, in the current language', () => {
  it('is "screen · app" for a page with a PageHeader, and follows a language change', async () => {
    const { rerender } = render(<PageHeader title="혈압" />);
    expect(document.title).toBe('혈압 · 가족 건강');

    await act(() => changeLanguage('en'));
    rerender(<PageHeader title="Blood pressure" />);
    expect(document.title).toBe('Blood pressure · Family Health');

    await act(() => changeLanguage('km'));
    rerender(<PageHeader title="សម្ពាធឈាម" />);
    expect(document.title).toBe('សម្ពាធឈាម · សុខភាពគ្រួសារ');
  });

  it('shows the area’s title again when a page opened inside the area goes, and the app’s name when all go', () => {
    const area = render(<AreaTitle title="마이 헬스" />);
    expect(document.title).toBe('마이 헬스 · 가족 건강');

    const page = render(<PageHeader title="혈압" />);
    expect(document.title).toBe('혈압 · 가족 건강');

    area.rerender(<AreaTitle title="건강검진" />);
    expect(document.title).toBe('혈압 · 가족 건강');

    page.unmount();
    expect(document.title).toBe('건강검진 · 가족 건강');

    area.unmount();
    expect(document.title).toBe('가족 건강');
  });
});
