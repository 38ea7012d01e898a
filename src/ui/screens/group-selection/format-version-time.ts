/** Medium date and time of a version in the UI language (de-AT or en-IE). */
export function formatVersionTime(isoTime: string, language: string): string {
  return new Date(isoTime).toLocaleString(language === 'en' ? 'en-IE' : 'de-AT', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
