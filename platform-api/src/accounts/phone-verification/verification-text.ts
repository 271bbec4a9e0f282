import type { Language } from 'locales';
import { phoneVerificationLimits } from 'shared-kernel/isomorphic';

const minutes = phoneVerificationLimits.codeLifetimeSeconds / 60;

const texts: Record<Language, (code: string) => string> = {
  ko: (code) => `[가족건강] 인증번호 ${code} (${minutes}분 안에 입력해 주세요)`,
  en: (code) => `[Family Health] Verification code ${code} (enter it within ${minutes} minutes)`,
  km: (code) => `[សុខភាពគ្រួសារ] លេខកូដផ្ទៀងផ្ទាត់ ${code} (សូមបញ្ចូលក្នុងរយៈពេល ${minutes} នាទី)`,
};

/** The SMS that carries a verification code, in the language of the request that asked for it. */
export function verificationText(language: Language, code: string): string {
  return texts[language](code);
}
