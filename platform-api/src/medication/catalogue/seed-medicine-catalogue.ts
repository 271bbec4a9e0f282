import type { Queryable } from '../../platform/database/database';
import { writeMedicines } from './medicine-repository';
import { loadMedicineSeed } from './medicine-seed';

/**
 * Adds the seed's medicines that are not stored yet, in one statement. Run at every start, demo data or not (it is
 * reference data); a medicine already there, seeded or imported, is left as it is. Returns how many it added.
 */
export async function seedMedicineCatalogue(db: Queryable): Promise<number> {
  return writeMedicines(db, await loadMedicineSeed(), 'keep');
}
