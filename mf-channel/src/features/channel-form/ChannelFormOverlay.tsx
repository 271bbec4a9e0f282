import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { dialogs, navigate as goTo, pageStyles, Sheet, type OverlayProps } from 'shared-kernel';
import {
  formatMobilePhone,
  channelLimits,
  recheckChangedFields,
  validateForm,
  type CreatedChannel,
  type FieldErrors,
} from 'shared-kernel/isomorphic';
import {
  asRefusal,
  channelStyles as styles,
  createChannel,
  problemTexts,
  ImageField,
  isInviteHandOff,
  refusalText,
  showChannel,
  type InviteHandOff,
} from '../channel-common';
import { NotTextedList } from '../invitations/NotTextedList';
import {
  channelFormRules,
  draftFrom,
  emptyDraft,
  formFieldOf,
  inputOf,
  type ChannelDraft,
  type ChannelFormField,
} from './channelDraft';

type Problems = Partial<Record<ChannelFormField, string>>;

/** The draft this overlay opened with: the one chnInviteList hands back, with its invitees, else a new one. */
function initialDraft(state: unknown): ChannelDraft {
  if (!isInviteHandOff(state)) return emptyDraft;
  return { ...draftFrom(state.draft), invitePhoneList: state.invitePhoneList };
}

/** `chnForm`: a new family channel with its name, cover, background, invite message and invitees. */
export function ChannelFormOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('channel');
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => initialDraft(state));
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedChannel | null>(null);

  const change = (values: Partial<ChannelDraft>) => {
    setDraft((before) => ({ ...before, ...values }));
    // A shown error goes as soon as its field is valid (issue 35.4); only the fields in `values` are judged.
    const texts = (found: FieldErrors) => problemTexts(found, formFieldOf, labels);
    void recheckChangedFields(
      channelFormRules,
      { ...inputOf(draft) },
      { ...inputOf({ ...draft, ...values }) },
      texts,
    ).then(setProblems);
  };
  const labels: Record<ChannelFormField, string> = {
    chnNm: t('form.name'),
    chnImageId: t('form.cover'),
    chnBgImageId: t('form.background'),
    inviteMssage: t('form.inviteMessage'),
    invitePhoneList: t('form.invitees'),
  };

  function openInviteList() {
    const handOff: InviteHandOff = {
      returnTo: pathname,
      invitePhoneList: draft.invitePhoneList,
      draft,
    };
    const base = pathname.slice(0, pathname.lastIndexOf('/chnForm'));
    navigate(`${base}/chnInviteList${search}`, { replace: true, state: handOff });
  }

  function openChannel(channel: CreatedChannel) {
    goTo(`/main/feed?chnSn=${channel.chnSn}`);
  }

  function focusFirstProblem() {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(draft);
    const found: FieldErrors = await validateForm(channelFormRules, { ...input });
    const shown: Problems = problemTexts(found, formFieldOf, labels);
    setProblems(shown);
    setRefusal(undefined);
    if (Object.keys(shown).length > 0) {
      focusFirstProblem();
      return;
    }
    setSaving(true);
    try {
      const channel = await createChannel(input);
      showChannel(channel);
      void dialogs.toast(t('form.created', { chnNm: channel.chnNm }));
      if (channel.notTextedList.length === 0) openChannel(channel);
      else setCreated(channel);
    } catch (failure) {
      const error = asRefusal(failure);
      const field = formFieldOf(error.field);
      if (field) {
        setProblems({ [field]: refusalText(error) });
        focusFirstProblem();
      } else setRefusal(refusalText(error));
    } finally {
      setSaving(false);
    }
  }

  const described = (field: ChannelFormField) =>
    problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};
  const problemText = (field: ChannelFormField) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className={pageStyles.error}>
        {problems[field]}
      </p>
    ) : null;

  if (created)
    return (
      <Sheet title={t('overlays.chnForm')} onClose={() => openChannel(created)}>
        <div className={pageStyles.sheetBody}>
          <NotTextedList notTexted={created.notTextedList} />
          <button type="button" className={pageStyles.primary} onClick={() => openChannel(created)}>
            {t('notTexted.toChannel')}
          </button>
        </div>
      </Sheet>
    );

  return (
    <Sheet title={t('overlays.chnForm')} onClose={onClose}>
      <form
        ref={formRef}
        className={pageStyles.sheetBody}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <label className={styles.field}>
          {labels.chnNm}
          <input
            className={styles.input}
            value={draft.chnNm}
            onChange={(event) => change({ chnNm: event.target.value })}
            autoComplete="off"
            {...described('chnNm')}
          />
        </label>
        <span className={styles.counter} aria-hidden="true">
          {draft.chnNm.trim().length}/{channelLimits.nameLength.max}
        </span>
        {problemText('chnNm')}

        <ImageField
          label={labels.chnImageId}
          purpose="channelProfile"
          value={draft.chnImage}
          onChange={(chnImage) => change({ chnImage })}
          error={problems.chnImageId}
        />
        <ImageField
          label={labels.chnBgImageId}
          purpose="channelBackground"
          value={draft.chnBgImage}
          onChange={(chnBgImage) => change({ chnBgImage })}
          error={problems.chnBgImageId}
          removable
        />

        <label className={styles.field}>
          {labels.inviteMssage}
          <textarea
            className={styles.textarea}
            value={draft.inviteMssage}
            onChange={(event) => change({ inviteMssage: event.target.value })}
            {...described('inviteMssage')}
          />
        </label>
        <span className={styles.counter} aria-hidden="true">
          {draft.inviteMssage.length}/{channelLimits.inviteMessageLength}
        </span>
        {problemText('inviteMssage')}

        <section className={pageStyles.fieldset} aria-labelledby={`${id}-invitees`}>
          <h3 id={`${id}-invitees`} className={pageStyles.sectionTitle}>
            {labels.invitePhoneList}
          </h3>
          {draft.invitePhoneList.length > 0 ? (
            <ul className={styles.people}>
              {draft.invitePhoneList.map((number) => (
                <li key={number} className={styles.person}>
                  {formatMobilePhone(number)}
                </li>
              ))}
            </ul>
          ) : (
            <p className={pageStyles.hint}>{t('form.noInvitees')}</p>
          )}
          <button
            type="button"
            className={pageStyles.secondary}
            onClick={openInviteList}
            {...described('invitePhoneList')}
          >
            {draft.invitePhoneList.length > 0 ? t('form.changeInvitees') : t('form.addInvitees')}
          </button>
          {problemText('invitePhoneList')}
        </section>

        <label className={styles.switchRow}>
          <span>{t('form.posInvt')}</span>
          <input
            type="checkbox"
            role="switch"
            checked={draft.posInvtAt === 'Y'}
            onChange={(event) => change({ posInvtAt: event.target.checked ? 'Y' : 'N' })}
          />
        </label>

        {refusal ? (
          <p className={pageStyles.error} role="alert">
            {refusal}
          </p>
        ) : null}
        <button type="submit" className={pageStyles.primary} disabled={saving}>
          {t('form.create')}
        </button>
      </form>
    </Sheet>
  );
}
