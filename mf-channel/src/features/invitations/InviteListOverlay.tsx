import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  bridge,
  dialogs,
  messageFor,
  notSupported,
  pageStyles,
  session,
  Sheet,
  type OverlayProps,
} from 'shared-kernel';
import {
  formatMobilePhone,
  channelLimits,
  nativeResultCodes,
  normalizeMobilePhone,
  recheckChangedFields,
  validateForm,
  type FieldErrors,
  type InviteCheck,
  type NotTexted,
} from 'shared-kernel/isomorphic';
import {
  asRefusal,
  channelStyles as styles,
  checkInvitees,
  fieldErrorText,
  invite,
  isInviteHandOff,
  problemTexts,
  refusalText,
} from '../channel-common';
import { invitationRules, listProblem, phoneRules } from './inviteeRules';
import { NotTextedList } from './NotTextedList';

/** The channel invitations go to straight away (`/prtcpntSetting/chnInviteList?chnSn=`), or null for chnForm's list. */
function channelOf(search: string): number | null {
  const param = new URLSearchParams(search).get('chnSn');
  return param && /^[1-9][0-9]{0,15}$/.test(param) ? Number(param) : null;
}

type InvitationField = 'invitePhoneList' | 'inviteMssage';

function invitationFieldOf(field: string | undefined): InvitationField | null {
  const name = field?.split('.')[0];
  return name === 'invitePhoneList' || name === 'inviteMssage' ? name : null;
}

const phoneFieldOf = (field: string) => (field === 'mphonNo' ? field : null);

/**
 * `chnInviteList`: numbers typed (or found in the phone's contacts in the native shell) gathered into a list.
 * Opened from chnForm it hands the list back to the form; opened over a channel's pages it invites at once.
 */
export function InviteListOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('channel');
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const handOff = isInviteHandOff(state) ? state : null;
  const chnSn = handOff ? null : channelOf(search);
  const [list, setList] = useState<string[]>(() => handOff?.invitePhoneList ?? []);
  const [checks, setChecks] = useState<Record<string, InviteCheck>>({});
  const [typed, setTyped] = useState('');
  const [typedProblem, setTypedProblem] = useState<string | undefined>();
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Partial<Record<InvitationField, string>>>({});
  // How often an add, a send or the API has set what is shown: a re-check started before one of them is stale.
  const typedShown = useRef(0);
  const invitationShown = useRef(0);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [notTexted, setNotTexted] = useState<NotTexted[] | null>(null);
  const [contactsOffered, setContactsOffered] = useState(() => bridge.isNativeHost());
  const ownNumber = session.snapshot().userInfo?.userMphonNo;
  const invitationLabels: Record<InvitationField, string> = {
    invitePhoneList: t('form.invitees'),
    inviteMssage: t('form.inviteMessage'),
  };
  const invitationTexts = (found: FieldErrors) => problemTexts(found, invitationFieldOf, invitationLabels);

  // A shown error goes as soon as its field is valid (issue 35.4): the number typed, the list, the message.
  function changeTyped(value: string) {
    const texts = (found: FieldErrors) => problemTexts(found, phoneFieldOf, { mphonNo: t('invite.phone') });
    const shownAt = typedShown.current;
    setTyped(value);
    void recheckChangedFields(phoneRules, { mphonNo: typed }, { mphonNo: value }, texts).then((update) => {
      if (typedShown.current !== shownAt) return;
      setTypedProblem((shown) => (shown === undefined ? shown : update({ mphonNo: shown }).mphonNo));
    });
  }

  function changeInvitation(nextList: string[], nextMessage: string) {
    const shownAt = invitationShown.current;
    setList(nextList);
    setMessage(nextMessage);
    void recheckChangedFields(
      invitationRules,
      { invitePhoneList: list, inviteMssage: message },
      { invitePhoneList: nextList, inviteMssage: nextMessage },
      invitationTexts,
    ).then((update) => {
      if (invitationShown.current === shownAt) setProblems(update);
    });
  }

  function showTypedProblem(problem: string | undefined) {
    typedShown.current += 1;
    setTypedProblem(problem);
  }

  function showProblems(shown: Partial<Record<InvitationField, string>>) {
    invitationShown.current += 1;
    setProblems(shown);
  }

  // Which numbers may be invited: not one's own, not already in the channel or invited.
  useEffect(() => {
    if (list.length === 0) return undefined;
    let current = true;
    checkInvitees(chnSn, list).then(
      (found) => {
        if (current) setChecks(Object.fromEntries(found.map((check) => [check.mphonNo, check])));
      },
      // Only a hint next to each number: the invitation itself is checked again by the API.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [list, chnSn]);

  async function add(raw: string): Promise<boolean> {
    const problem = (await validateForm(phoneRules, { mphonNo: raw })).mphonNo;
    if (problem) {
      showTypedProblem(fieldErrorText(problem, t('invite.phone')));
      return false;
    }
    const number = normalizeMobilePhone(raw.trim());
    const code = listProblem(number, list, ownNumber);
    if (code) {
      showTypedProblem(
        code === 'tooMany' ? t('invite.tooMany', { max: channelLimits.invitesPerCall }) : messageFor(code),
      );
      return false;
    }
    showTypedProblem(undefined);
    changeInvitation([...list, number], message);
    return true;
  }

  async function addTyped(event: FormEvent) {
    event.preventDefault();
    if (await add(typed)) setTyped('');
  }

  async function searchContacts() {
    const result = await bridge.call('searchContact');
    if (result.resultCode === notSupported) setContactsOffered(false);
    else if (result.resultCode === nativeResultCodes.SUCCESS) await add(result.data.mobilePhone);
    else if (result.messageCode) showTypedProblem(messageFor(result.messageCode));
  }

  function remove(number: string) {
    changeInvitation(
      list.filter((item) => item !== number),
      message,
    );
  }

  function backToForm(invitePhoneList: string[]) {
    if (!handOff) return;
    navigate(handOff.returnTo + search, { replace: true, state: { ...handOff, invitePhoneList } });
  }

  async function sendInvitations() {
    if (chnSn === null) return;
    const input = { chnSn, invitePhoneList: list, inviteMssage: message };
    const shown = invitationTexts(await validateForm(invitationRules, { ...input }));
    showProblems(shown);
    setRefusal(undefined);
    if (Object.keys(shown).length > 0) return;
    setSending(true);
    try {
      const invited = await invite(input);
      void dialogs.toast(t('invite.sent', { count: invited.prtcpntList.length }));
      if (invited.notTextedList.length === 0) onClose();
      else setNotTexted(invited.notTextedList);
    } catch (failure) {
      const error = asRefusal(failure);
      const field = invitationFieldOf(error.field);
      if (field) showProblems({ [field]: refusalText(error) });
      else setRefusal(refusalText(error));
    } finally {
      setSending(false);
    }
  }

  const statusOf = (number: string) => {
    const check = checks[number];
    if (!check) return null;
    return check.reason ? messageFor(check.reason) : t('invite.canInvite');
  };

  const shownRefusal = problems.invitePhoneList ?? problems.inviteMssage ?? refusal;

  if (notTexted)
    return (
      <Sheet title={t('overlays.chnInviteList')} onClose={onClose}>
        <div className={pageStyles.sheetBody}>
          <NotTextedList notTexted={notTexted} />
          <button type="button" className={pageStyles.primary} onClick={onClose}>
            {t('notTexted.close')}
          </button>
        </div>
      </Sheet>
    );

  return (
    <Sheet
      title={t('overlays.chnInviteList')}
      onClose={handOff ? () => backToForm(handOff.invitePhoneList) : onClose}
    >
      <div className={pageStyles.sheetBody}>
        <form className={styles.field} onSubmit={(event) => void addTyped(event)} noValidate>
          <label htmlFor={`${id}-phone`}>{t('invite.phone')}</label>
          <div className={styles.row}>
            <input
              id={`${id}-phone`}
              className={styles.input}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="010-1234-5678"
              value={typed}
              onChange={(event) => changeTyped(event.target.value)}
              aria-invalid={typedProblem ? true : undefined}
              aria-describedby={typedProblem ? `${id}-phone-error` : undefined}
            />
            <button type="submit" className={pageStyles.secondary}>
              {t('invite.add')}
            </button>
          </div>
          {typedProblem ? (
            <p id={`${id}-phone-error`} className={pageStyles.error} role="alert">
              {typedProblem}
            </p>
          ) : null}
        </form>
        {contactsOffered ? (
          <button type="button" className={pageStyles.secondary} onClick={() => void searchContacts()}>
            {t('invite.searchContacts')}
          </button>
        ) : null}

        <section className={pageStyles.fieldset} aria-labelledby={`${id}-list`}>
          <h3 id={`${id}-list`} className={pageStyles.sectionTitle}>
            {t('invite.listTitle', { count: list.length })}
          </h3>
          {list.length === 0 ? <p className={pageStyles.hint}>{t('invite.empty')}</p> : null}
          <ul className={styles.people}>
            {list.map((number) => (
              <li key={number} className={styles.person}>
                <span className={styles.personName}>
                  {formatMobilePhone(number)}
                  <span className={styles.personDetail}>{statusOf(number)}</span>
                </span>
                <button
                  type="button"
                  className={pageStyles.quiet}
                  onClick={() => remove(number)}
                  aria-label={t('invite.removeNamed', { number: formatMobilePhone(number) })}
                >
                  {t('invite.remove')}
                </button>
              </li>
            ))}
          </ul>
        </section>

        {chnSn !== null ? (
          <label className={styles.field}>
            {t('form.inviteMessage')}
            <textarea
              className={styles.textarea}
              value={message}
              onChange={(event) => changeInvitation(list, event.target.value)}
            />
          </label>
        ) : null}
        {shownRefusal ? (
          <p className={pageStyles.error} role="alert">
            {shownRefusal}
          </p>
        ) : null}
        {handOff ? (
          <button type="button" className={pageStyles.primary} onClick={() => backToForm(list)}>
            {t('invite.done')}
          </button>
        ) : chnSn !== null ? (
          <button
            type="button"
            className={pageStyles.primary}
            disabled={sending}
            onClick={() => void sendInvitations()}
          >
            {t('invite.send')}
          </button>
        ) : (
          <p className={pageStyles.hint}>{t('invite.noChannel')}</p>
        )}
      </div>
    </Sheet>
  );
}
