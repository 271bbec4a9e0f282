const seoulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Asia/Seoul, YYYY-MM-DD. */
export function seoulToday(now: Date): string {
  return seoulDate.format(now);
}

/**
 * Age in full years on `today` for a YYYY-MM-DD birth date. Someone born on 29 February gets a year older on
 * 1 March in common years.
 */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  const birthdayReached = today.slice(5) >= birthDate.slice(5);
  return birthdayReached ? years : years - 1;
}
