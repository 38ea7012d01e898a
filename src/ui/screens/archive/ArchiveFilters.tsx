import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { DayRange } from '../../../shared/rules/archive-filter';
import { DayInput } from '../../components/DayInput';
import { uiLocale } from '../../i18n/ui-locale';
import { changeArchiveQuery, downloadArchiveCsv, reportRoute } from '../../state/archive/archive-actions';

const CSV_COLUMNS = ['creationTime', 'mrName', 'mrTeam', 'submissionTime', 'decision1Time', 'decision2Time', 'completionTime', 'mrRemark'] as const;
import { archiveStore } from '../../state/archive/archive-store';

interface ArchiveFiltersProps {
  /** the user's range as set; an open side shows the default */
  range: DayRange;
  defaultFrom: string | undefined;
  defaultTo: string | undefined;
  /** some round is found: the report has something to show */
  canReport: boolean;
}

/**
 * The filter's text, the only part of the list that a keystroke renders again (issue 13: the whole list rendered with
 * each keystroke, 2–4 ms of CPU in traces). sync: see docs/decisions/ui-shell.md "Text fields bound to a valtio store".
 */
function FilterText() {
  const { t } = useTranslation();
  const { text } = useSnapshot(archiveStore.query, { sync: true });
  const invalid = !isRegularExpression(text);
  return (
    <>
      <input type="search" value={text} aria-invalid={invalid} onChange={(event) => changeArchiveQuery({ text: event.target.value, page: 1 })} />
      {invalid && <FieldError text={t('archive.invalidFilter')} />}
    </>
  );
}

function isRegularExpression(text: string): boolean {
  try {
    new RegExp(text, 'i');
    return true;
  } catch {
    return false;
  }
}

/** issue 36 item 12: what is wrong with a field is said at the field. */
function FieldError({ text }: { text: string }) {
  return (
    <span className="field-error" role="alert">
      {text}
    </span>
  );
}

/**
 * spec archive.md §2: the filter (a regular expression), the day range and the report button. Rendered again only when
 * the range or what the list found changes, not on each progress push of a load (issue 13).
 */
export const ArchiveFilters = memo(function ArchiveFilters({ range, defaultFrom, defaultTo, canReport }: ArchiveFiltersProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const [, navigate] = useLocation();
  const [invalidDay, setInvalidDay] = useState({ from: false, to: false });
  const effectiveRange = { from: range.from ?? defaultFrom, to: range.to ?? defaultTo };
  const setRange = (side: 'from' | 'to', value: string) => changeArchiveQuery({ range: { ...range, [side]: value || undefined }, page: 1 });
  const fromAfterTo = effectiveRange.from !== undefined && effectiveRange.to !== undefined && effectiveRange.from > effectiveRange.to;
  const dayField = (side: 'from' | 'to') => (
    <label className="field">
      {t(`archive.${side}`)}
      <DayInput
        value={effectiveRange[side] ?? ''}
        onChange={(day) => setRange(side, day)}
        onInvalidText={(invalid) => setInvalidDay((before) => ({ ...before, [side]: invalid }))}
      />
      {invalidDay[side] && <FieldError text={t('archive.invalidDay')} />}
      {side === 'to' && fromAfterTo && <FieldError text={t('archive.fromAfterTo')} />}
    </label>
  );
  const openReport = async () => navigate(await reportRoute(effectiveRange, locale));
  return (
    <div className="archive-filters">
      <label className="field">
        {t('archive.filter')}
        <FilterText />
      </label>
      {dayField('from')}
      {dayField('to')}
      <button type="button" className="btn btn-primary" disabled={!canReport} onClick={() => void openReport()}>
        {t('archive.report')}
      </button>
      <button type="button" className="btn" disabled={!canReport} onClick={() => void downloadArchiveCsv(effectiveRange, locale, CSV_COLUMNS.map((key) => t(`archive.${key}`)))}>
        {t('archive.csvExport')}
      </button>
    </div>
  );
});
