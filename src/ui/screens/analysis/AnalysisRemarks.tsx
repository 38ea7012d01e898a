import { useTranslation } from 'react-i18next';
import { useRouteParams } from '../../app/route-params';
import { formatDateTime, formatDay } from '../../../shared/format/date';
import { ScrollRegion } from '../../components/ScrollRegion';
import { uiLocale } from '../../i18n/ui-locale';
import { useAnalysisRemarks } from '../../state/history/use-analysis-views';
import './analysis.css';

/**
 * spec archive.md §2 Analysis views, Remarks (route /analysis/remarks/{group}): per station the tasks with a type
 * badge and creation date, the remarks of the last 12 months matching the filter (default Datensammler|neu),
 * battery voltage and data collector. Remarks render as text.
 */
export function AnalysisRemarks() {
  const { t, i18n } = useTranslation();
  const { group: groupName } = useRouteParams<{ group: string }>();
  const { load, filter, changeFilter } = useAnalysisRemarks(groupName);
  const locale = uiLocale(i18n.language);
  const rows = load.status === 'loaded' ? load.view.stations : [];
  return (
    <section className="analysis">
      <h1>{t('analysis.remarksTitle', { group: groupName })}</h1>
      <label className="field analysis-filter">
        <span>{t('analysis.filter')}</span>
        <input type="search" value={filter} onChange={(event) => changeFilter(event.target.value)} />
      </label>
      {load.status === 'loading' && <p>{t('analysis.loading')}</p>}
      {rows.length > 0 && (
        <ScrollRegion className="analysis-scroll" label={t('analysis.remarksTitle', { group: groupName })}>
          <table className="analysis-table">
            <thead>
              <tr>
                <th>{t('analysis.station')}</th>
                <th>{t('analysis.tasks')}</th>
                <th>{t('analysis.remarksColumn')}</th>
                <th>{t('analysis.batteryVoltage')}</th>
                <th>{t('analysis.dataCollector')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.staNumber} data-sta-number={row.staNumber}>
                  <th scope="row">{`${row.staName} (${row.staNumber})`}</th>
                  <td>
                    <ul>
                      {row.tasks.map((task, index) => (
                        <li key={task.taskId ?? index}>
                          <span className="badge">{task.taskType}</span> {formatDay(task.creationTime, locale)} {task.text}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <ul>
                      {row.remarks.map((remark) => (
                        <li key={`${remark.dt}|${remark.text}`}>
                          {formatDateTime(remark.dt, locale)}: {remark.text}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{row.batteryVoltage ?? ''}</td>
                  <td>{row.dataCollector ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
