import {
  createPasswordHashing,
  existingUserIds,
  insertUser,
  saveAgreements,
  type PasswordHashing,
} from '../accounts';
import type { ImageStore } from '../channels';
import type { Queryable } from '../platform/database/database';
import { seedDemoChannels } from './demo-channels';
import { seedDemoHealthContent } from './demo-health-content';
import { demoFamily, demoHeavyUser, demoLegacyUser, demoPassword } from './demo-family';
import { seedDemoMedication } from './demo-medication';
import { seedDemoRoutines } from './demo-routines';

/**
 * Adds the demo family and the heavy user (who agreed to the required terms when they signed up) and the demo
 * migrated account where missing, with the routines and medication of the family members it added (relative
 * to `now`'s day); users already there are left as they are. With `images`, also the family's channel with a
 * month of posts when it is not there yet (its photos kept in `images`). The demo password is hashed with
 * `passwords` (the production cost unless a test passes a cheaper one). Returns the ids it added.
 */
export async function seedDemoData(
  db: Queryable,
  now: Date = new Date(),
  images?: ImageStore,
  passwords: PasswordHashing = createPasswordHashing(),
): Promise<string[]> {
  const demoUsers = [...demoFamily, demoHeavyUser, demoLegacyUser];
  const existing = await existingUserIds(
    db,
    demoUsers.map((user) => user.userId),
  );
  const requiredTerms = await db.query<{ stplatCode: string }>(
    'SELECT stplat_code AS "stplatCode" FROM stplat WHERE required',
  );
  const added: string[] = [];
  // One hash for all: they share a published password anyway, and each hash costs a deliberate half second.
  let passwordHash: string | undefined;
  for (const user of demoUsers.filter((member) => !existing.has(member.userId))) {
    passwordHash ??= await passwords.hash(demoPassword);
    // Another instance starting at the same time may have added the user meanwhile: then it is not ours.
    if (!(await insertUser(db, { ...user, passwordHash }))) continue;
    added.push(user.userId);
    if (user.platformTransferSttus !== 'pending') {
      const agreements = requiredTerms.map(({ stplatCode }) => ({ stplatCode, agreed: true }));
      await saveAgreements(db, user.userId, agreements, new Date());
    }
  }
  await seedDemoRoutines(db, added, now);
  await seedDemoMedication(db, added, now);
  if (images) await seedDemoChannels(db, images, now);
  await seedDemoHealthContent(db, now);
  return added;
}
