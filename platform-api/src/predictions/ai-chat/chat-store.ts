import { randomUUID } from 'node:crypto';
import type { ChatEngineKind, ChatMessage } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';
import { notWithdrawn } from '../../accounts';

interface MessageRow {
  id: string;
  role: ChatMessage['role'];
  content: string;
  engine: ChatEngineKind | null;
  createdAt: Date | string;
}

const messageColumns = `id::text AS id, role, content, engine, created_at AS "createdAt"`;

function messageOf(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: new Date(row.createdAt).toISOString(),
    ...(row.engine ? { engine: row.engine } : {}),
  };
}

/** One page of a person's messages, newest first, and how many they have. */
export async function chatHistory(
  db: Queryable,
  userId: string,
  { page, rows }: { page: number; rows: number },
): Promise<{ total: number; messages: ChatMessage[] }> {
  const [counted] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM ai_chat_messages WHERE user_id = $1',
    [userId],
  );
  const found = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM ai_chat_messages WHERE user_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, rows, (page - 1) * rows],
  );
  return { total: counted?.total ?? 0, messages: found.map(messageOf) };
}

/** The person's latest messages, oldest first: what an engine reads as the conversation so far. */
export async function recentMessages(db: Queryable, userId: string, count: number): Promise<ChatMessage[]> {
  const { messages } = await chatHistory(db, userId, { page: 1, rows: count });
  return messages.reverse();
}

export interface NewExchange {
  question: string;
  askedAt: Date;
  answer: { content: string; engine: ChatEngineKind };
  answeredAt: Date;
}

/**
 * Stores a question and its answer. Each comes at least a millisecond after the person's previous message, so
 * that the history keeps the order of the conversation whatever the clocks of the servers say. Null when the
 * user has withdrawn.
 */
export async function saveExchange(
  db: Queryable,
  userId: string,
  exchange: NewExchange,
): Promise<{ question: ChatMessage; answer: ChatMessage } | null> {
  const rows = await db.query<MessageRow>(
    `WITH person AS (SELECT user_id FROM users WHERE user_id = $1 AND ${notWithdrawn}),
     asked AS (
       SELECT greatest($2::timestamptz,
                       (SELECT max(created_at) FROM ai_chat_messages WHERE user_id = $1) + interval '1 millisecond') AS at)
     INSERT INTO ai_chat_messages (id, user_id, role, content, engine, created_at)
     SELECT $4::uuid, person.user_id, 'user', $5, NULL, asked.at FROM person, asked
     UNION ALL
     SELECT $6::uuid, person.user_id, 'assistant', $7, $8,
            greatest($3::timestamptz, asked.at + interval '1 millisecond') FROM person, asked
     RETURNING ${messageColumns}`,
    [
      userId,
      exchange.askedAt,
      exchange.answeredAt,
      randomUUID(),
      exchange.question,
      randomUUID(),
      exchange.answer.content,
      exchange.answer.engine,
    ],
  );
  const question = rows.find((row) => row.role === 'user');
  const answer = rows.find((row) => row.role === 'assistant');
  return question && answer ? { question: messageOf(question), answer: messageOf(answer) } : null;
}

/** Deletes every message of the person. */
export async function clearChatHistory(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM ai_chat_messages WHERE user_id = $1', [userId]);
}
