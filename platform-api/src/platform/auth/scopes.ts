/** Scopes of user tokens (spec section 7, Token; accounts contract). */
export const scopes = {
  read: 'phr.read',
  write: 'phr.write',
  /** The only scope of a migrated account that has not consented to the transfer yet. */
  platformTransfer: 'platform.transfer',
} as const;

export type Scope = (typeof scopes)[keyof typeof scopes];

/** Decided from the account's state each time tokens are issued, refresh included. */
export function scopesFor(account: { transferPending: boolean }): Scope[] {
  return account.transferPending ? [scopes.platformTransfer] : [scopes.read, scopes.write];
}
