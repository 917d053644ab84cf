/**
 * Today's IANA id of a time zone that browsers still answer under an old name (ICU's canonical ids:
 * Asia/Calcutta, Europe/Kiev). Apart from time-zones.ts, whose names and lists only the settings
 * page needs: sign-up and the auth state use this on every page.
 */
/** ICU's old ids that IANA has renamed (the `backward` file's links still in today's runtimes). */
const RENAMED: Readonly<Record<string, string>> = {
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The id IANA uses today for `zone`, when the runtime knows it; otherwise `zone` itself. */
export function canonicalTimeZone(zone: string): string {
  const renamed = RENAMED[zone];
  if (!renamed) return zone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: renamed });
    return renamed;
  } catch {
    return zone;
  }
}
