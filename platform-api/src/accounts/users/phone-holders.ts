import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import type { Account } from './users-repository';

/**
 * 409 for a mobile phone number that another account holds: M0168 when it is a migrated account still
 * pending its transfer (its holder should log in and consent), else M0177 (registered, log in).
 */
export function phoneTakenError(holder: Pick<Account, 'transferPending'>): ApiError {
  return new ApiError(
    409,
    holder.transferPending ? errorCodes.legacyPlatformMember : errorCodes.userIdRegistered,
    {
      field: 'mobilePhone',
    },
  );
}

/** 409 M0177 for a number taken by another account, whatever its state. */
export function phoneInUseError(): ApiError {
  return new ApiError(409, errorCodes.userIdRegistered, { field: 'mobilePhone' });
}
