import { hashPassword } from '../auth/password-hashing';
import type { Queryable } from '../database/database';
import { saveAgreements } from '../terms/terms-repository';
import { existingUserIds, insertUser } from '../users/users-repository';
import { demoFamily, demoLegacyUser, demoPassword } from './demo-family';

/**
 * Adds the demo family (who agreed to the required terms when they signed up) and the demo migrated account
 * where missing; users already there are left as they are. Returns the ids it added.
 */
export async function seedDemoData(db: Queryable): Promise<string[]> {
  const demoUsers = [...demoFamily, demoLegacyUser];
  const existing = await existingUserIds(
    db,
    demoUsers.map((user) => user.userId),
  );
  const requiredTerms = await db.query<{ stplatCode: string }>(
    'SELECT stplat_code AS "stplatCode" FROM stplat WHERE required',
  );
  const added: string[] = [];
  for (const user of demoUsers.filter((member) => !existing.has(member.userId))) {
    // Another instance starting at the same time may have added the user meanwhile: then it is not ours.
    if (!(await insertUser(db, { ...user, passwordHash: await hashPassword(demoPassword) }))) continue;
    added.push(user.userId);
    if (user.platformTransferSttus !== 'pending') {
      const agreements = requiredTerms.map(({ stplatCode }) => ({ stplatCode, agreed: true }));
      await saveAgreements(db, user.userId, agreements, new Date());
    }
  }
  return added;
}
