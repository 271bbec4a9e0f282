// The feedback board's rows (migration 011, `inquiries`): everyone reads the board, a private entry only its author
// reads in full; an operator's answer is stored with the notification that tells the author, in one transaction.
import {
  multilineTextPattern,
  notificationKindCodes,
  type Inquiry,
  type InquiryInput,
} from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { insertNotifications } from '../../notifications';

/** Where the notification of an answer leads: the board, where the author's entry shows its answer. */
export const inquiryBoardLink = '/user/inqry';

/** The operator's answer: 1–2000 characters (the table's check), not only white space. */
export const answerLength = { min: 1, max: 2000 } as const;

interface InquiryRow {
  inqry_sn: number;
  title: string;
  content: string;
  private_at: boolean;
  user_nm: string | null;
  mine: boolean;
  answer: string | null;
  answered_at: Date | string | null;
  created_at: Date | string;
}

const isoOf = (value: Date | string): string => new Date(value).toISOString();

/** A private entry of someone else keeps only that it exists, when, and whether it was answered. */
function toInquiry(row: InquiryRow): Inquiry {
  const hidden = row.private_at && !row.mine;
  return {
    inqrySn: row.inqry_sn,
    title: hidden ? null : row.title,
    content: hidden ? null : row.content,
    privateAt: row.private_at ? 'Y' : 'N',
    // Who wrote a private entry is part of what it keeps private.
    userNm: hidden ? null : row.user_nm,
    mineAt: row.mine ? 'Y' : 'N',
    answer: hidden ? null : row.answer,
    answerDt: row.answered_at === null ? null : isoOf(row.answered_at),
    creatDt: isoOf(row.created_at),
  };
}

const columns = `i.inqry_sn, i.title, i.content, i.private_at, u.user_nm, i.user_id IS NOT DISTINCT FROM $1 AS mine,
  i.answer, i.answered_at, i.created_at`;

/** One page of the board, newest first, as `userId` sees it; the count of every entry when asked. */
export async function listInquiries(
  db: Queryable,
  userId: string,
  { page, rows, withTotal }: { page: number; rows: number; withTotal: boolean },
): Promise<{ inqryList: Inquiry[]; totalCount: number | null }> {
  const list = await db.query<InquiryRow>(
    `SELECT ${columns} FROM inquiries i LEFT JOIN users u ON u.user_id = i.user_id
      ORDER BY i.inqry_sn DESC LIMIT $2 OFFSET $3`,
    [userId, rows, (page - 1) * rows],
  );
  let totalCount: number | null = null;
  if (withTotal) {
    const [total] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM inquiries');
    totalCount = total?.count ?? 0;
  }
  return { inqryList: list.map(toInquiry), totalCount };
}

/** Stores `userId`'s entry as written (the schema already checked it) and returns it as its author sees it. */
export async function createInquiry(
  db: Queryable,
  userId: string,
  input: InquiryInput,
  createdAt: Date,
): Promise<Inquiry> {
  const [row] = await db.query<InquiryRow>(
    `WITH inserted AS (
       INSERT INTO inquiries (user_id, title, content, private_at, created_at)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING *
     )
     SELECT ${columns} FROM inserted i LEFT JOIN users u ON u.user_id = i.user_id`,
    [userId, input.title, input.content, input.privateAt === 'Y', createdAt.toISOString()],
  );
  if (!row) throw new Error('the inquiry was not stored');
  return toInquiry(row);
}

export type AnswerResult =
  | { answered: true; inqrySn: number; title: string; notified: boolean }
  | { answered: false; reason: 'unknownInquiry' | 'invalidAnswer' };

/** Whether `answer` may be stored: its length and characters (line breaks and tabs allowed). */
export function isValidAnswer(answer: string): boolean {
  const length = [...answer].length;
  return (
    length >= answerLength.min &&
    length <= answerLength.max &&
    answer.trim() !== '' &&
    new RegExp(multilineTextPattern, 'u').test(answer)
  );
}

/**
 * The operator answers entry `inqrySn` (an earlier answer is replaced) and its author, if they still have an
 * account, gets notification 0009 with the entry's title, in the same transaction.
 */
export async function answerInquiry(
  db: Database,
  inqrySn: number,
  answer: string,
  answeredAt: Date,
): Promise<AnswerResult> {
  if (!isValidAnswer(answer)) return { answered: false, reason: 'invalidAnswer' };
  return db.transaction(async (transaction) => {
    const [row] = await transaction.query<{ title: string; user_id: string | null; active: boolean }>(
      `UPDATE inquiries SET answer = $2, answered_at = $3 WHERE inqry_sn = $1
       RETURNING title, user_id,
         coalesce((SELECT unregistered_at IS NULL FROM users u WHERE u.user_id = inquiries.user_id), false)
           AS active`,
      [inqrySn, answer, answeredAt.toISOString()],
    );
    if (!row) return { answered: false, reason: 'unknownInquiry' } as const;
    const notified =
      row.user_id !== null && row.active
        ? (await insertNotifications(
            transaction,
            [
              {
                userId: row.user_id,
                notiKindCode: notificationKindCodes.inquiryAnswered,
                params: { title: row.title },
                link: inquiryBoardLink,
                dedupeKey: null,
              },
            ],
            answeredAt,
          )) > 0
        : false;
    return { answered: true, inqrySn, title: row.title, notified } as const;
  });
}
