// Response schema of the catalogue search (MedicineSearchPage of the kernel), for the OpenAPI document and
// Fastify's serialiser.
const nullableText = { type: ['string', 'null'] } as const;

export const medicineItemSchema = {
  type: 'object',
  required: ['itemSeq', 'itemName', 'itemEngName', 'entpName', 'formName', 'strength', 'efcyQesitm'],
  properties: {
    itemSeq: { type: 'string', description: 'Item sequence of the national e-drug list (품목기준코드)' },
    itemName: { type: 'string' },
    itemEngName: { ...nullableText, description: 'English name with the main ingredient, when known' },
    entpName: { type: 'string', description: 'Maker' },
    formName: { type: 'string', description: 'Dosage form, e.g. 정제; empty when unknown' },
    strength: { type: 'string', description: 'e.g. 500mg; empty for combinations and when unknown' },
    efcyQesitm: { ...nullableText, description: 'What it is for' },
  },
} as const;

export const medicineSearchPageSchema = {
  type: 'object',
  required: ['items', 'totalCount', 'page', 'rows'],
  properties: {
    items: { type: 'array', items: medicineItemSchema },
    totalCount: { type: 'integer', description: 'Medicines found in all pages' },
    page: { type: 'integer' },
    rows: { type: 'integer' },
  },
} as const;
