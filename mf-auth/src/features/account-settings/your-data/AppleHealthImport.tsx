import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, messageFor } from 'shared-kernel';
import styles from '../../auth.module.css';
import {
  isOpen,
  latestAppleImport,
  readAppleImport,
  uploadAppleExport,
  type AppleImportJob,
} from './appleHealthApi';
import own from './yourData.module.css';

/** How often an import under way is read again. */
const pollMs = 1000;

/**
 * Settings' "Your data": an Apple Health export imported in the background, its progress read until it ends.
 * The latest import is shown again when the person comes back, also one the API continued after a restart.
 */
export function AppleHealthImport() {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [job, setJob] = useState<AppleImportJob | null>(null);

  useEffect(() => {
    let active = true;
    latestAppleImport().then(
      (latest) => {
        if (active) setJob((current) => current ?? latest);
      },
      // Without its history the section still imports: the latest import is only a convenience.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  const openJobId = job && isOpen(job) ? job.jobId : null;
  useEffect(() => {
    if (!openJobId) return undefined;
    let active = true;
    const timer = setInterval(() => {
      readAppleImport(openJobId).then(
        (next) => {
          if (active) setJob(next);
        },
        () => undefined,
      );
    }, pollMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [openJobId]);

  async function upload() {
    if (!file) return;
    setUploading(true);
    try {
      setJob(await uploadAppleExport(file));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await dialogs.alert({ message: error.message });
    } finally {
      setUploading(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('yourData.appleHeading')}
      </h2>
      <p className={styles.hint}>{t('yourData.appleHint')}</p>
      <label htmlFor={inputId} className={styles.label}>
        {t('yourData.appleFileLabel')}
      </label>
      <input
        id={inputId}
        className={own.file}
        type="file"
        accept=".zip,.xml,application/zip,application/xml,text/xml"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <button
        type="button"
        className={styles.primary}
        disabled={!file || uploading || (job !== null && isOpen(job))}
        onClick={() => void upload()}
      >
        {uploading ? t('yourData.appleUploading') : t('yourData.appleImport')}
      </button>
      <div role="status">{job ? <AppleImportProgress job={job} /> : null}</div>
    </section>
  );
}

function statusText(job: AppleImportJob, t: ReturnType<typeof useTranslation<'auth'>>['t']): string {
  switch (job.status) {
    case 'queued':
      return t('yourData.appleQueued');
    case 'running':
      return t('yourData.appleRunning', {
        percent: percentOf(job),
        imported: job.counts.imported,
      });
    case 'completed':
      return t('yourData.appleCompleted');
    case 'failed':
      return t('yourData.appleFailed', { reason: messageFor(job.failureCode ?? 'M0073') });
  }
}

function percentOf(job: AppleImportJob): number {
  if (job.status === 'completed') return 100;
  const { bytesRead, totalBytes } = job.counts;
  return totalBytes > 0 ? Math.min(100, Math.floor((bytesRead / totalBytes) * 100)) : 0;
}

function AppleImportProgress({ job }: { job: AppleImportJob }) {
  const { t } = useTranslation('auth');
  const { counts } = job;
  const notSupported = Object.entries(counts.notSupported).sort((left, right) => right[1] - left[1]);
  const refused = Object.entries(counts.refused).sort((left, right) => right[1] - left[1]);
  const notSupportedCount = notSupported.reduce((sum, [, count]) => sum + count, 0);
  const refusedCount = refused.reduce((sum, [, count]) => sum + count, 0);
  return (
    <div className={own.report}>
      <div className={own.progress}>
        <progress aria-label={t('yourData.appleProgressLabel')} value={percentOf(job)} max={100} />
        <p className={styles.status}>{statusText(job, t)}</p>
      </div>
      <h3 className={own.reportHeading}>{t('yourData.appleReportHeading')}</h3>
      <dl className={own.counts}>
        <dt>{t('yourData.appleRead')}</dt>
        <dd>{counts.read}</dd>
        <dt>{t('yourData.imported')}</dt>
        <dd>{counts.imported}</dd>
        <dt>{t('yourData.duplicates')}</dt>
        <dd>{counts.duplicates}</dd>
        <dt>{t('yourData.appleNotSupported')}</dt>
        <dd>{notSupportedCount}</dd>
        <dt>{t('yourData.refused')}</dt>
        <dd>{refusedCount}</dd>
      </dl>
      {refused.length > 0 ? (
        <ul className={own.refusals} aria-label={t('yourData.refusedList')}>
          {refused.map(([code, count]) => (
            <li key={code}>{t('yourData.appleRefusedReason', { count, reason: messageFor(code) })}</li>
          ))}
        </ul>
      ) : null}
      {notSupported.length > 0 ? (
        <ul className={own.types} aria-label={t('yourData.appleNotSupportedList')}>
          {notSupported.map(([type, count]) => (
            <li key={type}>
              {type.replace(/^HK(?:Quantity|Category|Correlation)TypeIdentifier|^HKWorkoutActivityType/, '')}:{' '}
              {count}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
