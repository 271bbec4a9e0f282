import { useTranslation } from 'react-i18next';
import { lifelogStyles, lifelogTypeName } from '../lifelog-common';
import { moveChoice, type ItemChoice } from './itemOrder';
import styles from './InterestItemsPage.module.css';

/** One checkbox per card, with buttons that move it up or down the order. */
export function ItemChoices({
  choices,
  onChange,
}: {
  choices: readonly ItemChoice[];
  onChange: (choices: ItemChoice[]) => void;
}) {
  const { t } = useTranslation('lifelog');
  return (
    <ol className={styles.list} aria-label={t('items.listLabel')}>
      {choices.map((choice, index) => {
        const name = lifelogTypeName(t, choice.key);
        return (
          <li key={choice.key} className={styles.row}>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={choice.chosen}
                onChange={(event) =>
                  onChange(
                    choices.map((other) =>
                      other.key === choice.key ? { ...other, chosen: event.target.checked } : other,
                    ),
                  )
                }
              />
              {name}
            </label>
            <button
              type="button"
              className={lifelogStyles.iconButton}
              aria-label={t('items.moveUp', { name })}
              disabled={index === 0}
              onClick={() => onChange(moveChoice(choices, index, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              className={lifelogStyles.iconButton}
              aria-label={t('items.moveDown', { name })}
              disabled={index === choices.length - 1}
              onClick={() => onChange(moveChoice(choices, index, 1))}
            >
              ↓
            </button>
          </li>
        );
      })}
    </ol>
  );
}
