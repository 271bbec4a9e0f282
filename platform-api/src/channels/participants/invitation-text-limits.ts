// What inviting may cost (issue 34): invitation texts are sent at the service's expense to numbers the inviter
// chooses, and number lookups tell which numbers may be invited. Counted in the database (migration 018), so that
// every API instance on it shares the counts.

/**
 * Invitation texts allowed, per inviting account and per receiving number, over the last 24 hours (a day) and the
 * last 30 days (a month); and numbers one account may look up a day. Every invited number takes a slot, with an
 * account or not, so that what was texted tells nothing about who has an account. Closing a channel frees none.
 */
export interface InvitationTextLimits {
  inviterPerDay: number;
  inviterPerMonth: number;
  /** From all inviters together. */
  numberPerDay: number;
  numberPerMonth: number;
  /** Numbers in `POST /api/channel/prtcpnt/checking`, each counted once per call (429 M1156 beyond). */
  numberLookupsPerDay: number;
}

// A family invites a handful of people; a script texting strangers stops after 20 a day, 100 a month.
export const defaultInvitationTextLimits: InvitationTextLimits = {
  inviterPerDay: 20,
  inviterPerMonth: 100,
  numberPerDay: 1,
  numberPerMonth: 3,
  // Ten full invite lists a day; a scan of numbers stops at 200.
  numberLookupsPerDay: 200,
};

export const invitationTextWindows = {
  dayMs: 24 * 60 * 60 * 1000,
  monthMs: 30 * 24 * 60 * 60 * 1000,
  /**
   * How long a text's row is kept: the month's counts need 30 days, and its link's opt-out works this long
   * (`POST /api/open/invite/optout`).
   */
  keptMs: 90 * 24 * 60 * 60 * 1000,
} as const;
