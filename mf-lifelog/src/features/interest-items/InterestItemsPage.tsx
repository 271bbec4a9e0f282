import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, dialogs, Loading, messageFor, PageHeader, useLoad, LoadFailure } from 'shared-kernel';
import { fetchInterestItems, lifelogStyles, saveInterestItems, type LifelogItemKey } from '../lifelog-common';
import { ItemChoices } from './ItemChoices';
import { choicesFrom, chosenKeys, type ItemChoice } from './itemOrder';
import styles from './InterestItemsPage.module.css';

const settingsChangeFailed = 'M0097';
const myPage = '/main/my';

/** `/main/my/interest/items`: which cards the my page shows, and in which order. */
export function InterestItemsPage() {
  const { t } = useTranslation('lifelog');
  const navigate = useNavigate();
  const { loaded, retry } = useLoad(fetchInterestItems);
  return (
    <>
      <PageHeader title={t('items.title')} onBack={() => navigate(myPage)} />
      <div className={lifelogStyles.page}>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
        {loaded.state === 'ready' ? <ItemsForm chosen={loaded.value} /> : null}
      </div>
    </>
  );
}

function ItemsForm({ chosen }: { chosen: readonly LifelogItemKey[] }) {
  const { t } = useTranslation('lifelog');
  const navigate = useNavigate();
  const [choices, setChoices] = useState<ItemChoice[]>(() => choicesFrom(chosen));
  const [noneChosen, setNoneChosen] = useState(false);
  const [saving, setSaving] = useState(false);

  async function save() {
    const interestItems = chosenKeys(choices);
    setNoneChosen(interestItems.length === 0);
    if (interestItems.length === 0) return;
    setSaving(true);
    try {
      await saveInterestItems(interestItems);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setSaving(false);
      await dialogs.alert({ message: messageFor(settingsChangeFailed) });
      return;
    }
    void dialogs.toast(t('items.saved'));
    navigate(myPage);
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className={lifelogStyles.text}>{t('items.lead')}</p>
      <ItemChoices choices={choices} onChange={setChoices} />
      {noneChosen ? (
        <p className={lifelogStyles.error} role="alert">
          {t('items.noneChosen')}
        </p>
      ) : null}
      <button type="submit" className={lifelogStyles.primary} disabled={saving}>
        {t('items.save')}
      </button>
    </form>
  );
}
