// Reference tables kept as JSON files beside the code that uses them (the medicine seed, the exercise catalogue),
// checked against a JSON Schema when they are read, so that a damaged file stops the start with the reason.
import Ajv, { type JSONSchemaType } from 'ajv';

/** `json`, the text of `file`, when it matches `schema`; else an Error naming the file and where it fails. */
export function parseDataFile<T>(json: string, schema: JSONSchemaType<T>, file: string): T {
  const data: unknown = JSON.parse(json);
  const validate = new Ajv({ allErrors: true }).compile(schema);
  if (validate(data)) return data;
  const [first] = validate.errors ?? [];
  throw new Error(`${file}: ${first?.instancePath || '/'} ${first?.message ?? 'does not match the schema'}`);
}
