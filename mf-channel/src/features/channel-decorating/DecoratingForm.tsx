import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs, pageStyles } from 'shared-kernel';
import {
  channelBasicInfoSchema,
  channelLimits,
  channelTypeCodes,
  type FieldErrors,
  formSchema,
  recheckChangedFields,
  validateForm,
  type Channel,
  type ChannelBasicInfo,
  type StoredImage,
} from 'shared-kernel/isomorphic';
import {
  asRefusal,
  channelStyles as styles,
  problemTexts,
  ImageField,
  refusalText,
  saveBasicInfo,
  showChannel,
} from '../channel-common';

type Field = 'chnNm' | 'chnImageId' | 'chnBgImageId' | 'inviteMssage';

const { properties } = channelBasicInfoSchema;

/** The rules of `PUT basicInfo` the form can check: a background and a message may be left out. */
const rules = formSchema(
  { chnNm: properties.chnNm, chnImageId: properties.chnImageId, inviteMssage: properties.inviteMssage },
  ['chnNm', 'chnImageId'],
);

function fieldOf(field: string | undefined): Field | null {
  const name = field?.split('.')[0];
  return name === 'chnNm' || name === 'chnImageId' || name === 'chnBgImageId' || name === 'inviteMssage'
    ? name
    : null;
}

/** What the person edits, as the form shows it. */
interface Draft {
  chnNm: string;
  cover: StoredImage | null;
  background: StoredImage | null;
  inviteMssage: string;
}

/** The draft as `PUT basicInfo` takes it, without the invitation switch the rules do not judge. */
function inputOf(draft: Draft): Record<string, unknown> {
  return {
    chnNm: draft.chnNm.trim(),
    chnImageId: draft.cover?.imageId ?? '',
    chnBgImageId: draft.background?.imageId ?? null,
    inviteMssage: draft.inviteMssage,
  };
}

/** The manager's form: everything kept as typed when the API refuses it. */
export function DecoratingForm({ channel, basicInfo }: { channel: Channel; basicInfo: ChannelBasicInfo }) {
  const { t } = useTranslation('channel');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>({
    chnNm: basicInfo.chnNm,
    cover: channel.chnImage,
    background: channel.chnBgImage,
    inviteMssage: basicInfo.inviteMssage,
  });
  const { chnNm, cover, background, inviteMssage } = draft;
  const [posInvtAt, setPosInvtAt] = useState(basicInfo.posInvtAt);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const family = channel.chnTypeCode === channelTypeCodes.family;
  const labels: Record<Field, string> = {
    chnNm: t('form.name'),
    chnImageId: t('form.cover'),
    chnBgImageId: t('form.background'),
    inviteMssage: t('form.inviteMessage'),
  };

  const change = (values: Partial<Draft>) => {
    const next = { ...draft, ...values };
    setDraft(next);
    // A shown error goes as soon as its field is valid (issue 35.4).
    const texts = (found: FieldErrors) => problemTexts(found, fieldOf, labels);
    void recheckChangedFields(rules, inputOf(draft), inputOf(next), texts).then(setProblems);
  };

  function focusFirstProblem() {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const info: ChannelBasicInfo = {
      chnNm: chnNm.trim(),
      chnImageId: cover?.imageId ?? '',
      chnBgImageId: background?.imageId ?? null,
      inviteMssage,
      posInvtAt,
    };
    const shown = problemTexts(await validateForm(rules, inputOf(draft)), fieldOf, labels);
    setProblems(shown);
    setRefusal(undefined);
    if (Object.keys(shown).length > 0) {
      focusFirstProblem();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveBasicInfo(channel.chnSn, info);
      showChannel({ ...channel, chnNm: saved.chnNm, posInvtAt: saved.posInvtAt });
      void dialogs.toast(t('decorating.saved'));
    } catch (failure) {
      const error = asRefusal(failure);
      const field = fieldOf(error.field);
      if (field) {
        setProblems({ [field]: refusalText(error) });
        focusFirstProblem();
      } else setRefusal(refusalText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} className={pageStyles.card} onSubmit={(event) => void submit(event)} noValidate>
      <label className={styles.field}>
        {labels.chnNm}
        <input
          className={styles.input}
          value={chnNm}
          onChange={(event) => change({ chnNm: event.target.value })}
          autoComplete="off"
          aria-invalid={problems.chnNm ? true : undefined}
          aria-describedby={problems.chnNm ? `${id}-name-error` : undefined}
        />
      </label>
      <span className={styles.counter} aria-hidden="true">
        {chnNm.trim().length}/{channelLimits.nameLength.max}
      </span>
      {problems.chnNm ? (
        <p id={`${id}-name-error`} className={pageStyles.error}>
          {problems.chnNm}
        </p>
      ) : null}
      <ImageField
        label={labels.chnImageId}
        purpose="channelProfile"
        value={cover}
        onChange={(image) => change({ cover: image })}
        error={problems.chnImageId}
      />
      <ImageField
        label={labels.chnBgImageId}
        purpose="channelBackground"
        value={background}
        onChange={(image) => change({ background: image })}
        error={problems.chnBgImageId}
        removable
      />
      {family ? (
        <>
          <label className={styles.field}>
            {labels.inviteMssage}
            <textarea
              className={styles.textarea}
              value={inviteMssage}
              onChange={(event) => change({ inviteMssage: event.target.value })}
              aria-invalid={problems.inviteMssage ? true : undefined}
              aria-describedby={problems.inviteMssage ? `${id}-message-error` : undefined}
            />
          </label>
          {problems.inviteMssage ? (
            <p id={`${id}-message-error`} className={pageStyles.error}>
              {problems.inviteMssage}
            </p>
          ) : null}
          <label className={styles.switchRow}>
            <span>{t('form.posInvt')}</span>
            <input
              type="checkbox"
              role="switch"
              checked={posInvtAt === 'Y'}
              onChange={(event) => setPosInvtAt(event.target.checked ? 'Y' : 'N')}
            />
          </label>
        </>
      ) : null}
      {refusal ? (
        <p className={pageStyles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className={pageStyles.primary} disabled={saving}>
        {t('decorating.save')}
      </button>
    </form>
  );
}
