export const settingsPath = '/user/myChn/setting';
export const profilePath = `${settingsPath}/profile`;
