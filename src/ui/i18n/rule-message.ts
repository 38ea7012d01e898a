import type { TFunction } from 'i18next';
import { formatNumber } from '../../shared/format/number';
import type { RuleMessage } from '../../shared/rules/rule-message';
import { uiLocale } from './ui-locale';

/** A worker's rule message in the page's language, its readings in the page's number format (issue 36 item 17). */
export function ruleMessageText(t: TFunction, language: string, message: RuleMessage | undefined): string | undefined {
  if (!message) return undefined;
  const locale = uiLocale(language);
  const readings = Object.fromEntries(Object.entries(message.readings ?? {}).map(([name, reading]) => [name, formatNumber(reading, locale)]));
  return t(message.key, { ...readings, count: message.count });
}
