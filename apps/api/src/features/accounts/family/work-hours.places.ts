import type { WorkHourLaw } from '@teenfreelance/contracts/work-hours';

/**
 * Which work-hour law and default time zone a teen's country gives
 * (decision 0086). The profile's country is free text, so names and codes are
 * both read. A country not listed takes the US FLSA figures (the issue's
 * source) and UTC until the teen's browser gives their zone.
 */
export interface Place {
  law: WorkHourLaw;
  zone: string;
}

const US: Place = { law: 'us-flsa', zone: 'America/New_York' };
const UNLISTED: Place = { law: 'us-flsa', zone: 'UTC' };

/** The UK's and the EU's figures for children's light work are the same (12 hours a week, 2 a school day). */
const UK_EU: Record<string, string> = {
  'united kingdom': 'Europe/London',
  uk: 'Europe/London',
  gb: 'Europe/London',
  'great britain': 'Europe/London',
  england: 'Europe/London',
  scotland: 'Europe/London',
  wales: 'Europe/London',
  'northern ireland': 'Europe/London',
  austria: 'Europe/Vienna',
  belgium: 'Europe/Brussels',
  bulgaria: 'Europe/Sofia',
  croatia: 'Europe/Zagreb',
  cyprus: 'Asia/Nicosia',
  czechia: 'Europe/Prague',
  'czech republic': 'Europe/Prague',
  denmark: 'Europe/Copenhagen',
  estonia: 'Europe/Tallinn',
  finland: 'Europe/Helsinki',
  france: 'Europe/Paris',
  germany: 'Europe/Berlin',
  greece: 'Europe/Athens',
  hungary: 'Europe/Budapest',
  ireland: 'Europe/Dublin',
  italy: 'Europe/Rome',
  latvia: 'Europe/Riga',
  lithuania: 'Europe/Vilnius',
  luxembourg: 'Europe/Luxembourg',
  malta: 'Europe/Malta',
  netherlands: 'Europe/Amsterdam',
  poland: 'Europe/Warsaw',
  portugal: 'Europe/Lisbon',
  romania: 'Europe/Bucharest',
  slovakia: 'Europe/Bratislava',
  slovenia: 'Europe/Ljubljana',
  spain: 'Europe/Madrid',
  sweden: 'Europe/Stockholm',
};

const US_NAMES = new Set(['united states', 'united states of america', 'usa', 'us', 'u.s.', 'u.s.a.', 'america']);

/** The law and default zone of a country as the profile holds it. */
export function placeOf(country: string | null): Place {
  const name = (country ?? '').trim().toLowerCase();
  if (US_NAMES.has(name)) return US;
  const zone = UK_EU[name];
  return zone ? { law: 'uk-eu', zone } : UNLISTED;
}
