import type { TFunction } from 'i18next';
import { calendarText } from 'shared-kernel';
import type { ActivityReference } from 'shared-kernel/isomorphic';

const fullDay = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/** One line saying what is about to be shared: the kind of record and, where the reference names it, its day. */
export function sharePreview(t: TFunction<'share'>, language: string, activity: ActivityReference): string {
  switch (activity.actCode) {
    case '0002':
      return t('preview.lifelogRecord');
    case '0004':
      return t('preview.routineAchievement', { day: calendarText(language, activity.routhLapseDe, fullDay) });
    case '0005':
      return t('preview.medicationSummary', {
        from: calendarText(language, activity.fromPeriodDt, fullDay),
        to: calendarText(language, activity.toPeriodDt, fullDay),
      });
    case '0006':
      return t('preview.aiBodyAge');
    case '0007':
      return t('preview.aiCancer');
    case '0008':
      return t('preview.aiDisease');
  }
}
