import { useEffect, useId, useState, type FormEvent } from 'react';
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
  channelLimits,
  nativeResultCodes,
  normalizeMobilePhone,
  validateForm,
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
  phoneText,
  refusalText,
} from '../channel-common';
import { invitationRules, listProblem, phoneRules } from './inviteeRules';
import { NotTextedList } from './NotTextedList';

/** The channel invitations go to straight away (`/prtcpntSetting/chnInviteList?chnSn=`), or null for chnForm's list. */
function channelOf(search: string): number | null {
  const param = new URLSearchParams(search).get('chnSn');
  return param && /^[1-9][0-9]{0,15}$/.test(param) ? Number(param) : null;
}

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
  const [refusal, setRefusal] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [notTexted, setNotTexted] = useState<NotTexted[] | null>(null);
  const [contactsOffered, setContactsOffered] = useState(() => bridge.isNativeHost());
  const ownNumber = session.snapshot().userInfo?.userMphonNo;

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
      setTypedProblem(fieldErrorText(problem, t('invite.phone')));
      return false;
    }
    const number = normalizeMobilePhone(raw.trim());
    const code = listProblem(number, list, ownNumber);
    if (code) {
      setTypedProblem(
        code === 'tooMany' ? t('invite.tooMany', { max: channelLimits.invitesPerCall }) : messageFor(code),
      );
      return false;
    }
    setTypedProblem(undefined);
    setList((before) => [...before, number]);
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
    else if (result.messageCode) setTypedProblem(messageFor(result.messageCode));
  }

  function remove(number: string) {
    setList((before) => before.filter((item) => item !== number));
  }

  function backToForm(invitePhoneList: string[]) {
    if (!handOff) return;
    navigate(handOff.returnTo + search, { replace: true, state: { ...handOff, invitePhoneList } });
  }

  async function sendInvitations() {
    if (chnSn === null) return;
    const input = { chnSn, invitePhoneList: list, inviteMssage: message };
    const problem = Object.values(await validateForm(invitationRules, { ...input }))[0];
    if (problem) {
      setRefusal(fieldErrorText(problem, t('form.invitees')));
      return;
    }
    setRefusal(undefined);
    setSending(true);
    try {
      const invited = await invite(input);
      void dialogs.toast(t('invite.sent', { count: invited.prtcpntList.length }));
      if (invited.notTextedList.length === 0) onClose();
      else setNotTexted(invited.notTextedList);
    } catch (failure) {
      setRefusal(refusalText(asRefusal(failure)));
    } finally {
      setSending(false);
    }
  }

  const statusOf = (number: string) => {
    const check = checks[number];
    if (!check) return null;
    return check.reason ? messageFor(check.reason) : t('invite.canInvite');
  };

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
              onChange={(event) => setTyped(event.target.value)}
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
                  {phoneText(number)}
                  <span className={styles.personDetail}>{statusOf(number)}</span>
                </span>
                <button
                  type="button"
                  className={pageStyles.quiet}
                  onClick={() => remove(number)}
                  aria-label={t('invite.removeNamed', { number: phoneText(number) })}
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
              onChange={(event) => setMessage(event.target.value)}
            />
          </label>
        ) : null}
        {refusal ? (
          <p className={pageStyles.error} role="alert">
            {refusal}
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
