import type { Patient } from 'fhir/r4';
import type { Queryable } from '../../platform/database/database';

interface AccountRow {
  subject: string;
  name: string | null;
  gender_code: string | null;
  birth_date: string | null;
}

const genders: Record<string, Patient['gender']> = { '0001': 'male', '0002': 'female' };

/**
 * The Patient of a subject (fhirResId), built from the account each time: its name, gender and birth date and
 * nothing else (no phone, e-mail or user id). Null for no active account.
 */
export async function findPatient(db: Queryable, subject: string): Promise<Patient | null> {
  const [row] = await db.query<AccountRow>(
    `SELECT fhir_res_id::text AS subject, user_nm AS name, user_gender_code AS gender_code,
            to_char(user_brthdy_de, 'YYYY-MM-DD') AS birth_date
     FROM users WHERE fhir_res_id = $1::uuid AND unregistered_at IS NULL`,
    [subject],
  );
  if (!row) return null;
  const gender = row.gender_code === null ? undefined : genders[row.gender_code];
  return {
    resourceType: 'Patient',
    id: row.subject,
    ...(row.name ? { name: [{ text: row.name }] } : {}),
    ...(gender ? { gender } : {}),
    ...(row.birth_date ? { birthDate: row.birth_date } : {}),
  };
}
