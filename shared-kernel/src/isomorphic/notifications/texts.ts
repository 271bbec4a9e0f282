import { medicineNameIn } from '../medication/rules';
import type { NotificationParams } from './types';

/**
 * The values a notification's text is filled with in `language`: a medicine is named as every screen names it
 * (`medicineNameIn`: the catalogue's English name in English and Khmer when it has one, `tkmdEngNm`), in the
 * centre, the in-app reminder and the push alike.
 */
export function notificationParamsIn(params: NotificationParams, language: string): NotificationParams {
  const { tkmdNm, tkmdEngNm } = params;
  if (typeof tkmdNm !== 'string') return params;
  const itemEngName = typeof tkmdEngNm === 'string' && tkmdEngNm !== '' ? tkmdEngNm : null;
  return { ...params, tkmdNm: medicineNameIn(language, { tkmdNm, itemEngName }) };
}
