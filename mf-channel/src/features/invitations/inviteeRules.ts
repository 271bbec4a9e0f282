import {
  channelLimits,
  formSchema,
  invitationInputSchema,
  inviteePhoneSchema,
  normalizeMobilePhone,
} from 'shared-kernel/isomorphic';

export const phoneRules = formSchema({ mphonNo: inviteePhoneSchema }, ['mphonNo']);

const { properties } = invitationInputSchema;

/** The rules of `POST /api/channel/prtcpnt` the overlay can check; the message may be left empty. */
export const invitationRules = formSchema(
  { invitePhoneList: properties.invitePhoneList, inviteMssage: properties.inviteMssage },
  ['invitePhoneList'],
);

/** Why a number cannot join the list (an M-code, or `tooMany` past one call's limit), or null when it can; the format is the schema's (M0144). */
export function listProblem(number: string, list: readonly string[], ownNumber: string | undefined) {
  if (ownNumber && normalizeMobilePhone(ownNumber) === number) return 'M1112';
  if (list.includes(number)) return 'M1111';
  if (list.length >= channelLimits.invitesPerCall) return 'tooMany';
  return null;
}
