import {
  ApiError,
  currentLanguage,
  kernelConfig,
  messageFor,
  refreshTokens,
  session,
  userApi,
} from 'shared-kernel';
import { importReportOf, type ImportReport } from 'shared-kernel/isomorphic';

/** What the app reads of an export page (a FHIR searchset Bundle). */
interface ExportPage {
  total?: number;
  entry?: { fullUrl?: string; resource?: unknown }[];
  link?: { relation: string; url: string }[];
}

/** What an import answers: a batch- or transaction-response Bundle, or an OperationOutcome refusing it. */
type ImportAnswer = Parameters<typeof importReportOf>[0];

/** The first M-code of an OperationOutcome. */
interface Outcome {
  issue?: { details?: { coding?: { code?: string }[] } }[];
}

/** Entries per page of the export: pages the API writes as it reads, a few megabytes each. */
const pageSize = 5000;

/** How far a download has come: bytes received, entries read and the export's total entries. */
export interface DownloadProgress {
  bytes: number;
  entries: number;
  total: number | null;
}

async function authorizedFetch(url: string): Promise<Response> {
  const send = () =>
    fetch(url, {
      headers: {
        Accept: 'application/fhir+json',
        'Language-Code': currentLanguage(),
        Authorization: `Bearer ${session.snapshot().auth?.access_token ?? ''}`,
      },
    });
  let response = await send();
  if (response.status === 401) {
    await refreshTokens();
    response = await send();
  }
  if (!response.ok) {
    const outcome = (await response.json().catch(() => null)) as Outcome | null;
    const code = outcome?.issue?.[0]?.details?.coding?.[0]?.code ?? 'M0073';
    throw new ApiError(response.status, code, messageFor(code));
  }
  return response;
}

/** A page's body read chunk by chunk, each chunk's bytes counted as it arrives. */
async function readCounting(response: Response, onBytes: (bytes: number) => void): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onBytes(value.byteLength);
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Everything the person owns (`$everything`), every page followed, as one FHIR collection Bundle in a file:
 * what another app (or this one, on "Import") reads back. Each page is kept as text parts of the file, not as
 * one growing array.
 */
export async function downloadEverything(onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const subject = session.snapshot().userInfo?.fhirResId ?? '';
  const base = kernelConfig().apiBaseUrl;
  const parts: BlobPart[] = ['{"resourceType":"Bundle","type":"collection","entry":['];
  const progress: DownloadProgress = { bytes: 0, entries: 0, total: null };
  let url: string | undefined =
    `${base}/fhir/Patient/${encodeURIComponent(subject)}/$everything?_count=${pageSize}`;
  while (url) {
    const response = await authorizedFetch(url);
    const page = JSON.parse(
      await readCounting(response, (bytes) => {
        progress.bytes += bytes;
        onProgress({ ...progress });
      }),
    ) as ExportPage;
    const entries = (page.entry ?? []).map(({ fullUrl, resource }) => ({
      ...(fullUrl ? { fullUrl } : {}),
      resource,
    }));
    if (entries.length > 0)
      parts.push(
        `${progress.entries > 0 ? ',' : ''}${entries.map((entry) => JSON.stringify(entry)).join(',')}`,
      );
    progress.entries += entries.length;
    progress.total = page.total ?? progress.total;
    onProgress({ ...progress });
    const next = page.link?.find((link) => link.relation === 'next')?.url;
    // The API names its own host in links; the app reaches it at its configured base.
    url = next === undefined ? undefined : `${base}${next.slice(next.indexOf('/fhir/'))}`;
  }
  parts.push(']}');
  return new Blob(parts, { type: 'application/fhir+json' });
}

/** A chosen file's text (FileReader: what every browser, and the test DOM, reads files with). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Sends a FHIR Bundle file to `POST /fhir` and answers what it did; a file that is not JSON is refused here. */
export async function importBundle(file: File): Promise<ImportReport> {
  const text = await readText(file);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { imported: 0, duplicates: 0, refused: [{ code: 'M0187' }] };
  }
  // A refused file answers an OperationOutcome (4xx), which is the report's refusal: only a lapsed login (401,
  // refreshed and sent again by the client) and a server fault are errors.
  const { data } = await userApi.post<ImportAnswer>('/fhir', body, {
    headers: { 'Content-Type': 'application/fhir+json', Accept: 'application/fhir+json' },
    timeout: 300_000,
    validateStatus: (status) => status !== 401 && status < 500,
  });
  return importReportOf(data);
}
