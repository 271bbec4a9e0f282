// The check of a shared activity reference against the API's own schema. A chunk of its own in the browser
// (shareQuery.ts imports it when the share overlay opens): the schema reaches the channels' and predictions'
// catalogues and the form validator, which no page needs to start (issue 15: login within 150 KiB).
import { activityReferenceSchema } from '../isomorphic/channels/schemas';
import { formSchema } from '../isomorphic/validation/schemas';
import { validateForm } from '../isomorphic/validation/validate';
import type { MessageKey } from '../isomorphic/validation/messages';

const referenceForm = formSchema({ activity: activityReferenceSchema }, ['activity']);

/** The message of what is wrong with the reference, or null when the schema accepts it. */
export async function activityReferenceProblem(candidate: unknown): Promise<MessageKey | null> {
  const errors = await validateForm(referenceForm, { activity: candidate });
  return errors.activity?.code ?? null;
}
