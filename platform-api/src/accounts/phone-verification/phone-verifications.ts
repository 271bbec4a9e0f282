import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from 'locales';
import { phoneVerificationLimits, type VerificationPurpose } from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { smsFailureAnswer, type SmsGateway } from '../../platform/sms/sms-gateway';
import { verificationText } from './verification-text';

const limits = phoneVerificationLimits;
const second = 1000;
const hour = 3600 * second;

/** Purposes a code can be asked for without logging in (`/api/open/identify/...`). */
export const openPurposes = [
  'register',
  'findId',
  'resetPassword',
] as const satisfies readonly VerificationPurpose[];
/** Purposes of a logged-in user (`/api/user/identify/...`). */
export const userPurposes = ['changePhone', 'transfer'] as const satisfies readonly VerificationPurpose[];

export interface SentVerification {
  verificationId: string;
  /** Seconds the code can be checked. */
  expiresIn: number;
  /** Seconds before another code can be asked for. */
  resendIn: number;
}

export interface CodeRequest {
  purpose: VerificationPurpose;
  /** National form. */
  mobilePhone: string;
  /** The account the code is for, when known (logged in, or the id of a password reset). */
  userId: string | null;
  language: Language;
}

/** Whose verification a check may touch. */
export interface VerificationOwner {
  purposes: readonly VerificationPurpose[];
  /** Only this user's verifications; null: any (the open calls). */
  userId: string | null;
}

/** A verified number, as a sign-up, a search, a reset or a phone change presents it. */
export interface VerifiedPhone {
  verificationId: string;
  purpose: VerificationPurpose;
  mobilePhone: string;
  userId: string | null;
}

export interface PhoneVerifications {
  /** Sends a new code (429 M0089 too soon or too often, 503 M0091 when the SMS could not go). */
  send(request: CodeRequest): Promise<SentVerification>;
  /** Checks a code: 400 M0109 unknown, expired or locked; 400 M0189 wrong (the last allowed try locks it). */
  check(verificationId: string, authCode: string, owner: VerificationOwner): Promise<void>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Codes live three minutes and lock after five tries; the id as salt makes each hash useless for any other row.
function hashCode(verificationId: string, code: string): Buffer {
  return createHash('sha256').update(`${verificationId}:${code}`).digest();
}

function newCode(): string {
  return String(randomInt(0, 10 ** limits.codeLength)).padStart(limits.codeLength, '0');
}

function waitError(waitMs: number): ApiError {
  return new ApiError(429, errorCodes.verificationResendTooSoon, {
    params: { minutes: Math.max(1, Math.ceil(waitMs / (60 * second))) },
  });
}

interface VerificationRow {
  codeHash: string;
  expiresAt: Date;
  verifiedAt: Date | null;
  attempts: number;
}

export function createPhoneVerifications(options: {
  db: Database;
  sms: SmsGateway;
  now: () => Date;
  log: FastifyBaseLogger;
}): PhoneVerifications {
  const { db, sms, now, log } = options;

  /** The resend rules, per number and purpose (inside `reserveSend`'s transaction). */
  async function ensureMaySend(
    transaction: Queryable,
    purpose: VerificationPurpose,
    mobilePhone: string,
    at: Date,
  ): Promise<void> {
    const recent = await transaction.query<{ sentAt: Date }>(
      `SELECT sent_at AS "sentAt" FROM phone_verifications
       WHERE mobile_phone = $1 AND purpose = $2 AND sent_at > $3
       ORDER BY sent_at DESC LIMIT $4`,
      [mobilePhone, purpose, new Date(at.getTime() - hour), limits.maxSendsPerHour],
    );
    const latest = recent[0];
    if (latest) {
      const sinceLatest = at.getTime() - new Date(latest.sentAt).getTime();
      if (sinceLatest < limits.resendAfterSeconds * second) {
        throw waitError(limits.resendAfterSeconds * second - sinceLatest);
      }
    }
    const oldest = recent[limits.maxSendsPerHour - 1];
    if (oldest) throw waitError(new Date(oldest.sentAt).getTime() + hour - at.getTime());
  }

  /**
   * Checks the resend rules and records the code in one transaction that holds an advisory lock on the number and
   * purpose: parallel requests (on any instance of the database) take turns, so at most one passes the 60-second
   * rule. The SMS goes after the commit, so the lock is never held while the gateway answers.
   */
  async function reserveSend(request: CodeRequest, verificationId: string, code: string, sentAt: Date) {
    const { purpose, mobilePhone, userId } = request;
    await db.transaction(async (transaction) => {
      await transaction.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `phone-verification|${mobilePhone}|${purpose}`,
      ]);
      await ensureMaySend(transaction, purpose, mobilePhone, sentAt);
      await transaction.query(
        `INSERT INTO phone_verifications (id, purpose, mobile_phone, user_id, code_hash, sent_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          verificationId,
          purpose,
          mobilePhone,
          userId,
          hashCode(verificationId, code).toString('base64'),
          sentAt,
          new Date(sentAt.getTime() + limits.codeLifetimeSeconds * second),
        ],
      );
    });
  }

  return {
    async send(request) {
      const { mobilePhone, language } = request;
      const sentAt = now();
      const verificationId = randomUUID();
      const code = newCode();
      await reserveSend(request, verificationId, code, sentAt);
      try {
        await sms.send({ to: mobilePhone, text: verificationText(language, code), authCode: code });
      } catch (error) {
        log.warn({ err: error }, 'verification SMS could not be sent');
        // Nothing was sent: the number may ask again at once.
        await db.query('DELETE FROM phone_verifications WHERE id = $1', [verificationId]);
        throw smsFailureAnswer(error);
      }
      return {
        verificationId,
        expiresIn: limits.codeLifetimeSeconds,
        resendIn: limits.resendAfterSeconds,
      };
    },

    async check(verificationId, authCode, owner) {
      const notRequested = new ApiError(400, errorCodes.codeNotRequested, { field: 'verificationId' });
      if (!uuidPattern.test(verificationId)) throw notRequested;
      const [row] = await db.query<VerificationRow>(
        `SELECT code_hash AS "codeHash", expires_at AS "expiresAt", verified_at AS "verifiedAt", attempts
         FROM phone_verifications
         WHERE id = $1 AND purpose = ANY($2) AND ($3::text IS NULL OR user_id = $3)`,
        [verificationId, owner.purposes, owner.userId],
      );
      if (!row) throw notRequested;
      const matches = () =>
        timingSafeEqual(hashCode(verificationId, authCode), Buffer.from(row.codeHash, 'base64'));
      const mismatch = new ApiError(400, errorCodes.codeMismatch, { field: 'authCode' });
      // Checking a verified code again changes nothing: the number is verified already.
      if (row.verifiedAt) {
        if (!matches()) throw mismatch;
        return;
      }
      const at = now();
      if (at >= new Date(row.expiresAt) || row.attempts >= limits.maxAttempts) throw notRequested;
      // Each try is counted before the code is compared, so that parallel guesses cannot exceed the limit.
      const counted = await db.query(
        `UPDATE phone_verifications SET attempts = attempts + 1
         WHERE id = $1 AND attempts < $2 AND verified_at IS NULL RETURNING id`,
        [verificationId, limits.maxAttempts],
      );
      if (counted.length === 0) throw notRequested;
      if (!matches()) throw mismatch;
      await db.query('UPDATE phone_verifications SET verified_at = $2 WHERE id = $1', [verificationId, at]);
    },
  };
}

const verifiedCondition = `
  id = $1 AND purpose = $2 AND mobile_phone = $3 AND user_id IS NOT DISTINCT FROM $4
  AND verified_at > $5 AND used_at IS NULL`;

function verifiedParams(phone: VerifiedPhone, at: Date): unknown[] {
  return [
    phone.verificationId,
    phone.purpose,
    phone.mobilePhone,
    phone.userId,
    new Date(at.getTime() - limits.verifiedUseSeconds * second),
  ];
}

const notVerified = () => new ApiError(400, errorCodes.phoneNotVerified, { field: 'verificationId' });

/**
 * 400 M0142 unless the verification is verified, for this purpose, number and user, unused, and verified
 * within the last 30 minutes.
 */
export async function ensureVerified(db: Queryable, phone: VerifiedPhone, at: Date): Promise<void> {
  if (!uuidPattern.test(phone.verificationId)) throw notVerified();
  const rows = await db.query(
    `SELECT 1 FROM phone_verifications WHERE ${verifiedCondition}`,
    verifiedParams(phone, at),
  );
  if (rows.length === 0) throw notVerified();
}

/** As `ensureVerified`, and uses the verification up: it never works again. */
export async function consumeVerified(db: Queryable, phone: VerifiedPhone, at: Date): Promise<void> {
  if (!uuidPattern.test(phone.verificationId)) throw notVerified();
  const rows = await db.query(
    `UPDATE phone_verifications SET used_at = $6 WHERE ${verifiedCondition} RETURNING id`,
    [...verifiedParams(phone, at), at],
  );
  if (rows.length === 0) throw notVerified();
}
