import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, formatDate, messageFor } from 'shared-kernel';
import type { ImportReport } from 'shared-kernel/isomorphic';
import { AuthPage } from '../../page-layout/AuthPage';
import styles from '../../auth.module.css';
import { downloadEverything, importBundle, type DownloadProgress } from './api';
import { AppleHealthImport } from './AppleHealthImport';
import own from './yourData.module.css';

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Hands a file to the browser as a download. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Settings' "Your data": everything the person owns downloaded as a FHIR file, and a FHIR file imported. */
export function YourDataPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('yourData.title')}>
      <p className={styles.lead}>{t('yourData.lead')}</p>
      <ExportSection />
      <ImportSection />
      <AppleHealthImport />
    </AuthPage>
  );
}

function ExportSection() {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [state, setState] = useState<'idle' | 'downloading' | 'done'>('idle');

  async function download() {
    setState('downloading');
    setProgress({ bytes: 0, entries: 0, total: null });
    try {
      const file = await downloadEverything(setProgress);
      saveFile(file, `my-health-data-${formatDate(new Date(), 'YYYYMMDD')}.json`);
      setState('done');
    } catch (error) {
      setState('idle');
      if (!(error instanceof ApiError)) throw error;
      await dialogs.alert({ message: error.message });
    }
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('yourData.exportHeading')}
      </h2>
      <p className={styles.hint}>{t('yourData.exportHint')}</p>
      {progress && state !== 'idle' ? (
        <div className={own.progress}>
          <progress
            aria-label={t('yourData.progressLabel')}
            value={progress.entries}
            max={progress.total ?? undefined}
          />
          <p className={styles.status} role="status">
            {state === 'done'
              ? t('yourData.downloaded', { entries: progress.entries, size: megabytes(progress.bytes) })
              : t('yourData.downloading', {
                  entries: progress.entries,
                  total: progress.total ?? '…',
                  size: megabytes(progress.bytes),
                })}
          </p>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.primary}
        disabled={state === 'downloading'}
        onClick={() => void download()}
      >
        {t('yourData.download')}
      </button>
    </section>
  );
}

function ImportSection() {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);

  async function upload() {
    if (!file) return;
    setBusy(true);
    setReport(null);
    try {
      setReport(await importBundle(file));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await dialogs.alert({ message: error.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('yourData.importHeading')}
      </h2>
      <p className={styles.hint}>{t('yourData.importHint')}</p>
      <label htmlFor={inputId} className={styles.label}>
        {t('yourData.fileLabel')}
      </label>
      <input
        id={inputId}
        className={own.file}
        type="file"
        accept=".json,application/json,application/fhir+json"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setReport(null);
        }}
      />
      <button type="button" className={styles.primary} disabled={!file || busy} onClick={() => void upload()}>
        {busy ? t('yourData.importing') : t('yourData.import')}
      </button>
      <div role="status">{report ? <ImportReportView report={report} /> : null}</div>
    </section>
  );
}

function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('auth');
  return (
    <div className={own.report}>
      <h3 className={own.reportHeading}>{t('yourData.reportHeading')}</h3>
      <dl className={own.counts}>
        <dt>{t('yourData.imported')}</dt>
        <dd>{report.imported}</dd>
        <dt>{t('yourData.duplicates')}</dt>
        <dd>{report.duplicates}</dd>
        <dt>{t('yourData.refused')}</dt>
        <dd>{report.refused.length}</dd>
      </dl>
      {report.refused.length > 0 ? (
        <ul className={own.refusals} aria-label={t('yourData.refusedList')}>
          {report.refused.map((refusal, index) => (
            <li key={`${refusal.index ?? 'file'}-${index}`}>
              {refusal.index === undefined
                ? t('yourData.fileRefused', { reason: messageFor(refusal.code) })
                : t('yourData.entryRefused', { number: refusal.index + 1, reason: messageFor(refusal.code) })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
