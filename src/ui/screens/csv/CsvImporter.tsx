import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useRouteParams } from '../../app/route-params';
import { canPostCsv } from '../../../shared/csv/post';
import { requireLogin } from '../../auth';
import { closeImport, openCsvImporter, postCsvValues, setCsvFile, setCsvText } from '../../state/csv/csv-actions';
import { csvStore } from '../../state/csv/csv-store';
import { CsvColumnGrid } from './CsvColumnGrid';
import { CsvPreview } from './CsvPreview';
import { CsvTimeseriesFields } from './CsvTimeseriesFields';
import { CsvWarnings } from './CsvWarnings';
import './csv.css';

/** spec entry.md §2 CSV importer (route /csv/{group}; login needed). */
export default function CsvImporter() {
  const { t } = useTranslation();
  const { group: groupName } = useRouteParams<{ group: string }>();
  const { text, tsId, summary, parsing, posting } = useSnapshot(csvStore, { sync: true });

  useEffect(() => {
    if (requireLogin()) void openCsvImporter(groupName);
    return () => void closeImport();
  }, [groupName]);

  // the store's entry itself (not the read-only snapshot); tsId from the snapshot re-renders on a change
  const timeseries = csvStore.group?.entries.find((entry) => entry.tsId === tsId);
  const postable = canPostCsv(timeseries, summary?.preview ?? [], posting);
  const dropFile = (event: React.DragEvent) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    setCsvFile(file);
  };

  return (
    <section className="csv-importer">
      <h1>{t('csv.title', { group: groupName })}</h1>
      <label className="field">
        <span>{t('csv.text')}</span>
        <textarea
          className="csv-text"
          rows={8}
          value={text}
          spellCheck={false}
          onChange={(event) => setCsvText(event.target.value)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={dropFile}
        />
      </label>
      <label className="field">
        <span>{t('csv.file')}</span>
        <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(event) => event.target.files?.[0] && setCsvFile(event.target.files[0])} />
      </label>
      <CsvColumnGrid />
      <CsvTimeseriesFields />
      <CsvWarnings />
      <CsvPreview />
      <div className="button-row">
        <button type="button" className="btn btn-primary" disabled={!postable} onClick={() => void postCsvValues()}>
          {t('csv.post')}
        </button>
        {(parsing || posting) && (
          <span className="spinner" role="status" aria-label={t('csv.running')} />
        )}
      </div>
    </section>
  );
}
