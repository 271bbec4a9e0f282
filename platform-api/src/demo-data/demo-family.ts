import type { NewUser } from '../users/users-repository';

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
