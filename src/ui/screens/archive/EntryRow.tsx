import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime } from '../../../shared/format/date';
import { formatNumber } from '../../../shared/format/number';
import type { CompletedEntry } from '../../../shared/model';
import { completedInputType } from '../../../shared/rules/completed-entry-type';
import { rowStatus } from '../../../shared/rules/completion';
import { readingText, valueCodes } from '../../../shared/format/reading';
import { checkValue } from '../../../shared/rules/plausibility';
import { uiLocale } from '../../i18n/ui-locale';
import type { EntryColumn } from './entry-columns';
import { EntryExtras } from './EntryExtras';
import { RemarkImages, RemarkLocations, RemarkTexts } from './EntryRemarks';
import { ChartLine } from 'lucide-react';
import { Icon } from '../../components/Icon';

interface EntryRowProps {
  entry: CompletedEntry;
  instanceId: string;
  imagesShown: boolean;
  columns: readonly EntryColumn[];
  /** the report's print checkbox; absent in the detail */
  print?: { checked: boolean; onChange: (print: boolean) => void };
}

/** One entry of the archive detail or report (spec archive.md §2 entry table, row colours, §5 implausible value). */
export function EntryRow({ entry, instanceId, imagesShown, columns, print }: EntryRowProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const status = rowStatus({ ...entry, inputType: completedInputType(entry) });
  const plausibility = checkValue({ ...entry, inputType: completedInputType(entry) }, locale);
  const chartPath = `/timeseriesChart/${encodeURIComponent(entry.tsId)}?date=${encodeURIComponent(entry.dt ?? '')}&value=${entry.value ?? ''}`;
  const cells: Record<EntryColumn, ReactNode> = {
    station: `${entry.staName} (${entry.staNumber})`,
    parameter: (
      <>
        {entry.tsParameter}
        {entry.tsName && <div className="hint">{entry.tsName}</div>}
      </>
    ),
    dateTime: formatDateTime(entry.dt, locale),
    value: (
      <>
        {displayValue(entry, locale)}
        {entry.tsFormula && (
          <span className="archive-icon" role="img" aria-label={t('archive.formula')} title={t('archive.formula')}>
            ƒ
          </span>
        )}
        {plausibility.implausible && <p className="implausible-text">{entry.implausibleError || plausibility.text}</p>}
        {entry.lastValueImplausibleError && <p className="implausible-text">{entry.lastValueImplausibleError}</p>}
      </>
    ),
    remarks: <RemarkTexts entry={entry} />,
    location: <RemarkLocations entry={entry} />,
    imagesColumn: <RemarkImages entry={entry} instanceId={instanceId} shown={imagesShown} />,
    details: <EntryExtras entry={entry} />,
    chart: (
      <Link href={chartPath} className="btn" title={t('archive.chart')}>
        <Icon icon={ChartLine} label={t('archive.chart')} />
      </Link>
    ),
  };
  return (
    <tr className={[status && `row-${status}`, print?.checked === false && 'no-print'].filter(Boolean).join(' ') || undefined} data-ts-id={entry.tsId}>
      {print && (
        <td className="no-print" data-label={t('archive.print')}>
          <input type="checkbox" className="print-checkbox" aria-label={t('archive.printRow')} checked={print.checked} onChange={(event) => print.onChange(event.target.checked)} />
        </td>
      )}
      {columns.map((column) => (
        <td key={column} data-column={column} data-label={column === 'chart' ? undefined : t(`archive.${column}`)} className={column === 'chart' ? 'no-print' : undefined}>
          {cells[column]}
        </td>
      ))}
    </tr>
  );
}

/** A category value as its label (the stored overview string first), a number with its unit otherwise. */
function displayValue(entry: CompletedEntry, locale: 'de' | 'en'): string {
  const inputType = completedInputType(entry);
  if (valueCodes(inputType)) return entry.valueOverviewString ?? readingText(entry.value, inputType, locale);
  const number = formatNumber(entry.value, locale);
  return entry.tsUnit && number !== '-' ? `${number} ${entry.tsUnit}` : number;
}

