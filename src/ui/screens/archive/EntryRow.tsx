import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime } from '../../../shared/format/date';
import type { InstanceId } from '../../../shared/contract/ids';
import type { ArchiveEntryView } from '../../../shared/contract/archive-rounds';
import { ruleMessageText } from '../../i18n/rule-message';
import { uiLocale } from '../../i18n/ui-locale';
import type { EntryColumn } from './entry-columns';
import { EntryExtras } from './EntryExtras';
import { RemarkImages, RemarkLocations, RemarkTexts } from './EntryRemarks';
import { ChartLine } from 'lucide-react';
import { Icon } from '../../components/Icon';

interface EntryRowProps {
  row: ArchiveEntryView;
  instanceId: InstanceId;
  imagesShown: boolean;
  columns: readonly EntryColumn[];
  /** the report's print checkbox; absent in the detail */
  print?: { checked: boolean; onChange: (print: boolean) => void };
}

/** One entry of the archive detail or report (spec archive.md §2 entry table, row colours, §5 implausible value), as the worker answered it. */
export function EntryRow({ row, instanceId, imagesShown, columns, print }: EntryRowProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { entry, status } = row;
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
        {row.valueText}
        {entry.tsFormula && (
          <span className="archive-icon" role="img" aria-label={t('archive.formula')} title={t('archive.formula')}>
            ƒ
          </span>
        )}
        {row.implausibleText && <p className="implausible-text">{row.implausibleText}</p>}
        {row.implausibleMessage && <p className="implausible-text">{ruleMessageText(t, i18n.language, row.implausibleMessage)}</p>}
        {row.incident && <p className="implausible-text">{t('archive.incidentReported')}</p>}
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
