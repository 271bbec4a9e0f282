import { isUserSettings, type UserSettings } from '../isomorphic/settings';
import { changeLanguage, currentLanguage } from '../i18n';
import { syncDoseReminders } from '../reminders';
import { session } from '../session';
import { apiErrorFor, serverFailureCode } from './errors';
import { userApi } from './userApi';

const settingsPath = '/api/service/setting';

function keep(status: number, data: unknown): UserSettings {
  if (!isUserSettings(data)) throw apiErrorFor(status, serverFailureCode);
  session.setSettings(data);
  return data;
}

/** The device's own zone, which quiet hours are read in once the person saves their settings here. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Loads the person's settings into the session (spec section 2: before `/main`), and shows the app in the
 * language they chose for every device, if they chose one (unless `showLanguage` is false: the caller is about
 * to change that choice).
 */
export async function loadSettings({ showLanguage = true } = {}): Promise<UserSettings> {
  const response = await userApi.get<unknown>(settingsPath);
  const settings = keep(response.status, response.data);
  if (showLanguage && settings.language && settings.language !== currentLanguage())
    await changeLanguage(settings.language);
  return settings;
}

/**
 * Saves the whole settings; the session keeps what the API answers. Reminders turned off also cancel those a
 * native host scheduled (mf-medicine schedules them again at its next load once they are on). Rejects with an
 * ApiError.
 */
export async function saveSettings(settings: UserSettings): Promise<UserSettings> {
  const response = await userApi.put<unknown>(settingsPath, settings);
  const saved = keep(response.status, response.data);
  if (!saved.notifications.reminders) await syncDoseReminders([]);
  return saved;
}
