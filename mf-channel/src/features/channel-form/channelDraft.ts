import {
  channelInputSchema,
  formSchema,
  type ChannelInput,
  type StoredImage,
} from 'shared-kernel/isomorphic';
import type { YesNo } from 'shared-kernel';

/** What the person has typed and chosen so far; survives a refusal and the trip to chnInviteList. */
export interface ChannelDraft {
  chnNm: string;
  chnImage: StoredImage | null;
  chnBgImage: StoredImage | null;
  inviteMssage: string;
  invitePhoneList: string[];
  posInvtAt: YesNo;
}

export const emptyDraft: ChannelDraft = {
  chnNm: '',
  chnImage: null,
  chnBgImage: null,
  inviteMssage: '',
  invitePhoneList: [],
  posInvtAt: 'N',
};

function isImage(value: unknown): value is StoredImage {
  if (typeof value !== 'object' || value === null) return false;
  const { imageId, url } = value as Partial<StoredImage>;
  return typeof imageId === 'string' && typeof url === 'string';
}

/** A draft read back from route state, which anyone could have written: anything odd is left at its default. */
export function draftFrom(state: unknown): ChannelDraft {
  if (typeof state !== 'object' || state === null) return emptyDraft;
  const value = state as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return {
    chnNm: text(value.chnNm),
    chnImage: isImage(value.chnImage) ? value.chnImage : null,
    chnBgImage: isImage(value.chnBgImage) ? value.chnBgImage : null,
    inviteMssage: text(value.inviteMssage),
    invitePhoneList: [],
    posInvtAt: value.posInvtAt === 'Y' ? 'Y' : 'N',
  };
}

export function inputOf(draft: ChannelDraft): ChannelInput {
  return {
    chnNm: draft.chnNm.trim(),
    chnImageId: draft.chnImage?.imageId ?? '',
    chnBgImageId: draft.chnBgImage?.imageId ?? null,
    inviteMssage: draft.inviteMssage,
    invitePhoneList: draft.invitePhoneList,
    posInvtAt: draft.posInvtAt,
  };
}

const { properties } = channelInputSchema;

/** The rules of `POST /api/channel` the form can check; an empty background and message are allowed. */
export const channelFormRules = formSchema(
  {
    chnNm: properties.chnNm,
    chnImageId: properties.chnImageId,
    inviteMssage: properties.inviteMssage,
    invitePhoneList: properties.invitePhoneList,
  },
  ['chnNm', 'chnImageId', 'invitePhoneList'],
);

export type ChannelFormField = 'chnNm' | 'chnImageId' | 'chnBgImageId' | 'inviteMssage' | 'invitePhoneList';

/** The form field an API refusal names (`invitePhoneList.0` is the list). */
export function formFieldOf(field: string | undefined): ChannelFormField | null {
  const name = field?.split('.')[0];
  const fields: readonly string[] = [
    'chnNm',
    'chnImageId',
    'chnBgImageId',
    'inviteMssage',
    'invitePhoneList',
  ];
  return name && fields.includes(name) ? (name as ChannelFormField) : null;
}
