import type { NewUser } from '../accounts';

export const demoPassword = 'Demo1234!';

/** A family of three who can log in with `demoPassword`: a son, his mother and his grandfather. */
export const demoFamily: readonly Omit<NewUser, 'passwordHash'>[] = [
  {
    userId: 'demo',
    userNm: '김민준',
    userBrthdyDe: '1991-04-17',
    userGenderCode: '0001',
    userMphonNo: '01023456781',
    userEmail: 'demo@example.com',
  },
  {
    userId: 'demo-mom',
    userNm: '이정숙',
    userBrthdyDe: '1964-09-03',
    userGenderCode: '0002',
    userMphonNo: '01023456782',
    userEmail: 'demo-mom@example.com',
  },
  {
    userId: 'demo-grandpa',
    userNm: '김영수',
    userBrthdyDe: '1939-12-21',
    userGenderCode: '0001',
    userMphonNo: '01023456783',
    userEmail: null,
  },
];

/**
 * A person with two years of hourly steps and heart rate (long charts, benchmarks), who logs in with
 * `demoPassword`.
 */
export const demoHeavyUser: Omit<NewUser, 'passwordHash'> = {
  userId: 'demo-heavy',
  userNm: '정하늘',
  userBrthdyDe: '1988-06-12',
  userGenderCode: '0001',
  userMphonNo: '01023456784',
  userEmail: null,
};

/**
 * An account migrated from the older platform that has not consented yet: it logs in with `demoPassword`, gets
 * only the scope `platform.transfer`, and must add its gender and mobile phone number.
 */
export const demoLegacyUser: Omit<NewUser, 'passwordHash'> = {
  userId: 'demo-legacy',
  userNm: '박순자',
  userBrthdyDe: '1958-05-10',
  userGenderCode: null,
  userMphonNo: null,
  userEmail: null,
  platformTransferSttus: 'pending',
};
