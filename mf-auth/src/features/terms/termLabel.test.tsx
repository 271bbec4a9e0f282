/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { fakeApi, renderRemoteAt, resetSession, type Reply } from 'shared-kernel/testing';
import type { Language } from 'shared-kernel';
import { RemoteRoot } from '../../RemoteRoot';

/** The optional term as the API names it in each language (migration 002): the name already ends with the mark. */
const optionalTerm: Record<Language, { name: string; label: string }> = {
  ko: {
    name: '마케팅 및 이벤트 알림 수신 동의(선택)',
    label: '마케팅 및 이벤트 알림 수신 동의 (선택)',
  },
  en: {
    name: 'Marketing and event notices (optional)',
    label: 'Marketing and event notices (optional)',
  },
  km: {
    name: 'ការជូនដំណឹងអំពីទីផ្សារ និងព្រឹត្តិការណ៍ (ស្រេចចិត្ត)',
    label: 'ការជូនដំណឹងអំពីទីផ្សារ និងព្រឹត្តិការណ៍ (ស្រេចចិត្ត)',
  },
};

function termsReply(language: Language): Reply {
  return {
    status: 200,
    data: {
      stplatList: [
        { stplatCode: '0001', stplatVer: '1', required: true, stplatNm: 'Terms', stplatCn: '…' },
        {
          stplatCode: '0004',
          stplatVer: '1',
          required: false,
          stplatNm: optionalTerm[language].name,
          stplatCn: '…',
        },
      ],
    },
  };
}

beforeEach(() => resetSession());

describe('the optional consent says "(선택)" once', () => {
  it.each(['ko', 'en', 'km'] as const)('in %s', async (language) => {
    fakeApi().on('GET /api/open/register/stplat', termsReply(language));
    await renderRemoteAt(RemoteRoot, '/register/agreement', language);
    expect(await screen.findByLabelText(optionalTerm[language].label)).toBeTruthy();
    const mark = { ko: '(선택)', en: '(optional)', km: '(ស្រេចចិត្ត)' }[language];
    expect(document.body.textContent?.split(mark)).toHaveLength(2);
  });
});
