import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompletedEntry } from '../../../shared/model';
import { isDecided, isRelevantForStage, type DecisionStage } from '../../../shared/rules/decisions';
import { DecisionRow, type DecisionPatch } from './DecisionRow';
import { useSnapshot } from 'valtio';
import { archiveStore } from '../../state/archive/archive-store';
import { ColumnChooser } from './ColumnChooser';
import { visibleEntryColumns } from './entry-columns';
import { EntryRow } from './EntryRow';

export interface IndexedEntry {
  entry: CompletedEntry;
  /** index into round.entries */
  index: number;
}

interface EntryTableProps {
  instanceId: string;
  rows: readonly IndexedEntry[];
  imagesShown: boolean;
  /** the stage the user decides now (editable decision rows) */
  stage?: DecisionStage;
  onDecision?: (index: number, patch: DecisionPatch) => void;
  /** report: print checkboxes */
  onPrint?: (index: number, print: boolean) => void;
}

const STAGES: readonly DecisionStage[] = [1, 2];

/**
 * spec archive.md §2 entry table of the detail and the report. Below an entry, a decision row per stage
 * for which it is relevant and that the user decides now or that holds a decision already.
 */
export function EntryTable({ instanceId, rows, imagesShown, stage, onDecision, onPrint }: EntryTableProps) {
  const { t } = useTranslation();
  const { hiddenColumns } = useSnapshot(archiveStore);
  const visible = visibleEntryColumns(hiddenColumns);
  const span = visible.length + (onPrint ? 1 : 0);
  if (rows.length === 0) return <p>{t('archive.noEntries')}</p>;
  return (
    <div className="table-scroll">
      <ColumnChooser />
      <table className="entry-table">
        <thead>
          <tr>
            {onPrint && <th className="no-print">{t('archive.print')}</th>}
            {visible.map((column) => (
              <th key={column} className={column === 'chart' ? 'no-print' : undefined}>
                {column === 'chart' ? <span className="visually-hidden">{t('archive.chart')}</span> : t(`archive.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, index }) => (
            <Fragment key={index}>
              <EntryRow
                entry={entry}
                instanceId={instanceId}
                imagesShown={imagesShown}
                columns={visible}
                print={onPrint && { checked: entry.print !== false, onChange: (print) => onPrint(index, print) }}
              />
              {STAGES.filter((each) => isRelevantForStage(entry, each) && (each === stage || isDecided(entry, each))).map((each) => (
                <DecisionRow
                  key={each}
                  entry={entry}
                  index={index}
                  stage={each}
                  editable={each === stage && onDecision !== undefined}
                  columns={span}
                  onChange={(patch) => onDecision?.(index, patch)}
                />
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
