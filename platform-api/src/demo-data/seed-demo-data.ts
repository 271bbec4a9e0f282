import { hashPassword } from '../auth/password-hashing';
import type { Queryable } from '../database/database';
import { existingUserIds, insertUser } from '../users/users-repository';
import { demoFamily, demoPassword } from './demo-family';

/** Adds the demo family where missing; users already there are left as they are. Returns the ids it added. */
export async function seedDemoData(db: Queryable): Promise<string[]> {
  const existing = await existingUserIds(
    db,
    demoFamily.map((user) => user.userId),
  );
  const added: string[] = [];
  for (const user of demoFamily.filter((member) => !existing.has(member.userId))) {
    // Another instance starting at the same time may have added the user meanwhile: then it is not ours.
    if (await insertUser(db, { ...user, passwordHash: await hashPassword(demoPassword) }))
      added.push(user.userId);
  }
  return added;
}
