// Accounts' public surface: what the app, the demo data and other domains may use.
export { accountsPlugin, type AccountsPluginOptions } from './accounts-plugin';
export {
  createPasswordHashing,
  type HashingConcurrency,
  type PasswordHashing,
  type ScryptCost,
} from './login/password-hashing';
export { requireClient } from './login/clients';
export { resolveTokenSecret } from './login/token-secret';
export { saveAgreements } from './terms/terms-repository';
export { existingUserIds, insertUser, notWithdrawn, type NewUser } from './users/users-repository';
