/** Noon local time of a day as an ISO instant: the same calendar day in any time zone the runner uses. */
export const localNoon = (day: string) => new Date(`${day}T12:00:00`).toISOString();
