import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageFor, pageStyles } from 'shared-kernel';
import { channelLimits, type FieldError, type FieldErrors, type Inquiry } from 'shared-kernel/isomorphic';
import { postInquiry } from './inquiryApi';
import {
  draftFields,
  draftProblems,
  inputOf,
  lengthOf,
  recheckDraft,
  type DraftField,
  type InquiryDraft,
} from './inquiryDraft';
import styles from './feedbackBoard.module.css';

type Errors = Partial<Record<DraftField, string>>;

/**
 * The write form: title, content with a live count, private or not. A refused save keeps everything typed and
 * says why under the field at fault (or above the buttons when no field is named).
 */
export function InquiryForm({
  draft,
  setDraft,
  onSaved,
  onCancel,
}: {
  /** Kept by the page, so that closing the form and opening it again loses nothing either. */
  draft: InquiryDraft;
  setDraft: (draft: InquiryDraft) => void;
  onSaved: (entry: Inquiry) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('inquiry');
  const id = useId();
  const idOf = (field: DraftField) => `${id}-${field}`;
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);

  useEffect(() => titleRef.current?.focus(), []);

  const textOf = (error: FieldError) =>
    messageFor(error.code, {
      ...error.params,
      field: t(`common:fields.${String(error.params?.field ?? '')}`),
    });

  const textsOf = (found: FieldErrors): Errors =>
    Object.fromEntries(
      draftFields.flatMap((field) => {
        const error = found[field];
        return error ? [[field, textOf(error)]] : [];
      }),
    );

  const check = async (next: InquiryDraft): Promise<Errors> => textsOf(await draftProblems(next));

  /** A shown error goes as soon as its field is valid (issue 35.4). */
  function change(next: InquiryDraft) {
    setDraft(next);
    void recheckDraft(draft, next, textsOf).then(setErrors);
  }

  async function save() {
    setFormError(undefined);
    const found = await check(draft);
    setErrors(found);
    const first = draftFields.find((field) => found[field]);
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    setSaving(true);
    try {
      onSaved(await postInquiry(inputOf(draft)));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = draftFields.find((name) => name === error.field);
      if (field) {
        setErrors({ [field]: error.message });
        document.getElementById(idOf(field))?.focus();
      } else setFormError(t('form.saveFailed', { reason: error.message }));
    } finally {
      setSaving(false);
    }
  }

  const contentLength = lengthOf(draft.content);
  const describedBy = (field: DraftField, ...others: string[]) =>
    [errors[field] ? `${idOf(field)}-error` : '', ...others].filter(Boolean).join(' ') || undefined;

  return (
    <form
      className={`${pageStyles.card} ${styles.form}`}
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id={`${id}-heading`} className={pageStyles.sectionTitle}>
        {t('form.heading')}
      </h2>
      <label className={styles.field} htmlFor={idOf('title')}>
        {t('form.title')}
      </label>
      <input
        ref={titleRef}
        id={idOf('title')}
        className={styles.input}
        type="text"
        required
        value={draft.title}
        aria-invalid={errors.title ? true : undefined}
        aria-describedby={describedBy('title')}
        onChange={(event) => change({ ...draft, title: event.target.value })}
      />
      {errors.title ? (
        <p id={`${idOf('title')}-error`} className={pageStyles.error} role="alert">
          {errors.title}
        </p>
      ) : null}
      <label className={styles.field} htmlFor={idOf('content')}>
        {t('form.content')}
      </label>
      <textarea
        id={idOf('content')}
        className={styles.textarea}
        rows={6}
        value={draft.content}
        aria-invalid={errors.content ? true : undefined}
        aria-describedby={describedBy('content', `${id}-counter`)}
        onChange={(event) => change({ ...draft, content: event.target.value })}
      />
      <p
        id={`${id}-counter`}
        className={contentLength > channelLimits.textLength ? styles.counterOver : styles.counter}
      >
        {t('form.counter', { length: contentLength, max: channelLimits.textLength })}
      </p>
      {errors.content ? (
        <p id={`${idOf('content')}-error`} className={pageStyles.error} role="alert">
          {errors.content}
        </p>
      ) : null}
      <label className={pageStyles.choice}>
        <input
          type="checkbox"
          checked={draft.private}
          aria-describedby={`${id}-private-hint`}
          onChange={(event) => setDraft({ ...draft, private: event.target.checked })}
        />
        {t('form.private')}
      </label>
      <p id={`${id}-private-hint`} className={pageStyles.hint}>
        {t('form.privateHint')}
      </p>
      {formError ? (
        <p className={pageStyles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={pageStyles.actions}>
        <button type="button" className={pageStyles.secondary} onClick={onCancel}>
          {t('form.cancel')}
        </button>
        <button type="submit" className={pageStyles.primary} disabled={saving}>
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
