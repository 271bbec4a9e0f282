/** The personal values of an account, as every response that shows them names and types them. */
export const personProperties = {
  userId: { type: 'string' },
  userNm: { type: 'string' },
  userBrthdyDe: { type: 'string', format: 'date' },
  userGenderCode: { type: 'string', enum: ['0001', '0002'], description: '0001 male, 0002 female' },
  userMphonNo: { type: 'string' },
  userEmail: { type: ['string', 'null'] },
  height: { type: ['number', 'null'], description: 'cm' },
} as const;

export const personRequired = Object.keys(personProperties) as (keyof typeof personProperties)[];

/** The same values where an account may still miss them (migrated from the older platform): null allowed. */
export const incompletePersonProperties = {
  ...personProperties,
  userNm: { type: ['string', 'null'] },
  userBrthdyDe: { type: ['string', 'null'], format: 'date' },
  userGenderCode: { type: ['string', 'null'], enum: ['0001', '0002', null] },
  userMphonNo: { type: ['string', 'null'] },
} as const;
