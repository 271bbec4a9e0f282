// What the write form holds and how it is checked: the kernel's inquiryInputSchema, whose messages the app shows.
import {
  formSchema,
  inquiryInputSchema,
  recheckChangedFields,
  validateForm,
  type FieldError,
  type FieldErrors,
  type ShownErrors,
  type InquiryInput,
} from 'shared-kernel/isomorphic';

export interface InquiryDraft {
  title: string;
  content: string;
  private: boolean;
}

export const emptyDraft: InquiryDraft = { title: '', content: '', private: false };

export type DraftField = 'title' | 'content';
export const draftFields: readonly DraftField[] = ['title', 'content'];

/** The API's rules for what a person types; content may be left empty, only the title is required. */
const draftSchema = formSchema(
  { title: inquiryInputSchema.properties.title, content: inquiryInputSchema.properties.content },
  ['title'],
);

/** Characters as the schema counts them (an emoji is one). */
export const lengthOf = (text: string) => [...text].length;

export async function draftProblems(draft: InquiryDraft): Promise<Partial<Record<DraftField, FieldError>>> {
  return validateForm(draftSchema, { title: draft.title, content: draft.content });
}

/**
 * How the errors a form shows follow a change of the draft (the kernel's rule, issue 35.4): an error goes as soon
 * as its field is valid. `textsOf` turns the rules' findings into the texts shown.
 */
export function recheckDraft(
  before: InquiryDraft,
  after: InquiryDraft,
  textsOf: (found: FieldErrors) => ShownErrors<DraftField, string>,
) {
  return recheckChangedFields(
    draftSchema,
    { title: before.title, content: before.content },
    { title: after.title, content: after.content },
    textsOf,
  );
}

export function inputOf(draft: InquiryDraft): InquiryInput {
  return { title: draft.title.trim(), content: draft.content, privateAt: draft.private ? 'Y' : 'N' };
}
