import { userApi } from 'shared-kernel';
import { expectAnswer, isRecord } from '../../api-answers/answers';

const base = '/api/service/lifelog/apple-health-imports';

export type AppleImportStatus = 'queued' | 'running' | 'completed' | 'failed';

/** An Apple Health import as the API reports its progress. */
export interface AppleImportJob {
  jobId: string;
  status: AppleImportStatus;
  counts: {
    read: number;
    imported: number;
    duplicates: number;
    notSupported: Record<string, number>;
    refused: Record<string, number>;
    bytesRead: number;
    totalBytes: number;
  };
  failureCode: string | null;
}

const statuses: readonly string[] = ['queued', 'running', 'completed', 'failed'];

const isCountMap = (value: unknown): value is Record<string, number> =>
  isRecord(value) && Object.values(value).every((count) => typeof count === 'number');

export function isAppleImportJob(data: unknown): data is AppleImportJob {
  if (!isRecord(data) || typeof data.jobId !== 'string' || !statuses.includes(String(data.status)))
    return false;
  const counts = data.counts;
  return (
    isRecord(counts) &&
    ['read', 'imported', 'duplicates', 'bytesRead', 'totalBytes'].every(
      (key) => typeof counts[key] === 'number',
    ) &&
    isCountMap(counts.notSupported) &&
    isCountMap(counts.refused) &&
    (data.failureCode === null || typeof data.failureCode === 'string')
  );
}

const isJobList = (data: unknown): data is { jobs: AppleImportJob[] } =>
  isRecord(data) && Array.isArray(data.jobs) && data.jobs.every(isAppleImportJob);

/** Whether a job may still change (its progress is worth reading again). */
export const isOpen = (job: AppleImportJob) => job.status === 'queued' || job.status === 'running';

/**
 * Uploads the export the person chose (the zip the Health app makes, or its export.xml) as it is: the API reads
 * it as a stream and imports it in the background. Answers the queued job.
 */
export async function uploadAppleExport(file: File): Promise<AppleImportJob> {
  const zip = /\.zip$/i.test(file.name) || file.type.includes('zip');
  const response = await userApi.post<unknown>(base, file, {
    headers: { 'Content-Type': zip ? 'application/zip' : 'application/xml' },
    // A large export takes minutes to send on a slow connection.
    timeout: 0,
  });
  return expectAnswer(response, isAppleImportJob);
}

export async function readAppleImport(jobId: string): Promise<AppleImportJob> {
  return expectAnswer(await userApi.get<unknown>(`${base}/${encodeURIComponent(jobId)}`), isAppleImportJob);
}

/** The person's latest import, if any (shown again when they come back to the page). */
export async function latestAppleImport(): Promise<AppleImportJob | null> {
  const { jobs } = expectAnswer(await userApi.get<unknown>(base, { params: { limit: 1 } }), isJobList);
  return jobs[0] ?? null;
}
