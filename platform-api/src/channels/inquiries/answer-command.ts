// What `pnpm --filter platform-api answer-inquiry -- <inqrySn> "<answer>"` does once the database is open: read
// the arguments, store the answer, say what happened. Kept apart from the entry (answer-inquiry.ts) so that the
// tests run it on their own database.
import type { Database } from '../../platform/database/database';
import { answerInquiry, answerLength } from './inquiry-store';

export const answerUsage = 'Usage: pnpm --filter platform-api answer-inquiry -- <inqrySn> "<answer>"';

export interface CommandOutcome {
  exitCode: 0 | 1;
  message: string;
}

/** `args` as the script receives them (pnpm may hand on the `--` that ended its own options). */
export async function runAnswerCommand(
  db: Database,
  args: readonly string[],
  now: Date,
): Promise<CommandOutcome> {
  const [serial, answer, ...extra] = args[0] === '--' ? args.slice(1) : args;
  if (serial === undefined || answer === undefined || extra.length > 0)
    return { exitCode: 1, message: `${answerUsage}\n(quote the answer: it is one argument)` };
  if (!/^[1-9][0-9]{0,9}$/.test(serial) || Number(serial) > 2 ** 31 - 1)
    return { exitCode: 1, message: `${serial}: not an inquiry number (inqrySn)` };
  const result = await answerInquiry(db, Number(serial), answer, now);
  if (!result.answered && result.reason === 'invalidAnswer')
    return {
      exitCode: 1,
      message:
        `The answer must have ${answerLength.min}-${answerLength.max} characters, not only spaces, ` +
        'and no control characters but line breaks and tabs',
    };
  if (!result.answered) return { exitCode: 1, message: `There is no inquiry ${serial}` };
  return {
    exitCode: 0,
    message:
      `Inquiry ${result.inqrySn} ("${result.title}") answered; ` +
      (result.notified ? 'its author was notified' : 'its author has withdrawn, nobody was notified'),
  };
}
