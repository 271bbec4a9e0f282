import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs, pageStyles } from 'shared-kernel';
import type {
  ChannelShareItems,
  ShareableActivityCode,
  ShareableLifelogTypeCode,
} from 'shared-kernel/isomorphic';
import { asRefusal, refusalText, saveShareItems, useLifelogNames } from '../channel-common';
import type { ShareChoices } from './loadSettings';

function toggled<Code extends string>(list: readonly Code[], code: Code, on: boolean): Code[] {
  return on ? [...list.filter((item) => item !== code), code] : list.filter((item) => item !== code);
}

/**
 * Required shared life-logs (every member shares them with the others while in the channel) and the activity
 * types members may share: the manager chooses, members see what applies.
 */
export function ShareItemsSection({
  chnSn,
  items,
  choices,
}: {
  chnSn: number;
  items: ChannelShareItems;
  choices: ShareChoices | null;
}) {
  const { t } = useTranslation('channel');
  const id = useId();
  const lifelogName = useLifelogNames();
  const [chosen, setChosen] = useState(items);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const activityName = (code: string) => t(`activities.${code}`, { defaultValue: code });

  async function save() {
    setSaving(true);
    setRefusal(undefined);
    try {
      setChosen(await saveShareItems(chnSn, chosen));
      void dialogs.toast(t('settings.shareSaved'));
    } catch (failure) {
      setRefusal(refusalText(asRefusal(failure)));
    } finally {
      setSaving(false);
    }
  }

  if (!choices) {
    const readOnly = (title: string, names: string[]) => (
      <div>
        <h3 className={pageStyles.sectionTitle}>{title}</h3>
        <p className={pageStyles.text}>{names.length > 0 ? names.join(', ') : t('settings.none')}</p>
      </div>
    );
    return (
      <section className={pageStyles.card} aria-labelledby={`${id}-share`}>
        <h2 id={`${id}-share`} className={pageStyles.sectionTitle}>
          {t('settings.shareTitle')}
        </h2>
        {readOnly(t('settings.requiredLifelogs'), items.reqLifelogList.map(lifelogName))}
        <p className={pageStyles.hint}>{t('settings.requiredLifelogsHint')}</p>
        {readOnly(t('settings.shareActivities'), items.shareActList.map(activityName))}
      </section>
    );
  }

  return (
    <section className={pageStyles.card} aria-labelledby={`${id}-share`}>
      <h2 id={`${id}-share`} className={pageStyles.sectionTitle}>
        {t('settings.shareTitle')}
      </h2>
      <fieldset className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>{t('settings.requiredLifelogs')}</legend>
        <p className={pageStyles.hint}>{t('settings.requiredLifelogsHint')}</p>
        <div className={pageStyles.choices}>
          {choices.lifelogs.map((code) => (
            <label key={code} className={pageStyles.choice}>
              <input
                type="checkbox"
                checked={(chosen.reqLifelogList as readonly string[]).includes(code)}
                onChange={(event) =>
                  setChosen((before) => ({
                    ...before,
                    reqLifelogList: toggled(
                      before.reqLifelogList,
                      code as ShareableLifelogTypeCode,
                      event.target.checked,
                    ),
                  }))
                }
              />
              {lifelogName(code)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>{t('settings.shareActivities')}</legend>
        <div className={pageStyles.choices}>
          {choices.activities.map((code) => (
            <label key={code} className={pageStyles.choice}>
              <input
                type="checkbox"
                checked={(chosen.shareActList as readonly string[]).includes(code)}
                onChange={(event) =>
                  setChosen((before) => ({
                    ...before,
                    shareActList: toggled(
                      before.shareActList,
                      code as ShareableActivityCode,
                      event.target.checked,
                    ),
                  }))
                }
              />
              {activityName(code)}
            </label>
          ))}
        </div>
      </fieldset>
      {refusal ? (
        <p className={pageStyles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="button" className={pageStyles.primary} disabled={saving} onClick={() => void save()}>
        {t('settings.saveShare')}
      </button>
    </section>
  );
}
