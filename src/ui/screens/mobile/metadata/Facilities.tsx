import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { FacilityModel, StationFacility } from '../../../../shared/model';
import { isStorageStation, newFacility, serialError } from '../../../../shared/rules/station-facilities';
import { editRound } from '../../../state/mobile/round-actions';
import { mobileStore } from '../../../state/mobile/mobile-store';
import { useRoundView } from '../../../state/mobile/use-round-view';
import { FacilityCard } from './FacilityCard';

/** spec entry.md §2 metadata, §4 facility actions: NEW, EDIT with discard, MOVE to storage or from storage; §5 serial rules. */
export function Facilities({ rows }: { rows: readonly number[] }) {
  const { t } = useTranslation();
  const view = useRoundView();
  const entries = view.round.entries;
  const { models } = useSnapshot(mobileStore);
  const [modelName, setModelName] = useState('');
  const facilities = entries[rows[0]].staFacilities ?? [];

  /** every entry of the station carries the devices; a serial problem is kept on the device as $invalid */
  const save = (next: StationFacility[]) => {
    const others = entries.filter((_, index) => !rows.includes(index));
    const checked = next.map((facility) => {
      const problem = facility.$action ? serialError(facility, [...others, { ...entries[rows[0]], staFacilities: next }]) : undefined;
      const { $invalid: _old, ...rest } = facility;
      return problem ? { ...rest, $invalid: problem } : rest;
    });
    void editRound(rows.map((row) => ({ kind: 'entry', entryKey: view.rows[row].entryKey, patch: { staFacilities: checked } })));
  };
  const replace = (position: number, facility: StationFacility | undefined) =>
    save(facility ? facilities.map((old, i) => (i === position ? facility : old)) : facilities.filter((_, i) => i !== position));
  const atStorage = isStorageStation(rows.map((index) => entries[index]));
  const moveTargets = view.stations
    .filter((other) => other.staNumber !== entries[rows[0]].staNumber && other.visit === 0)
    .map((other) => other.rows.map((index) => entries[index]))
    .filter((station) => atStorage || isStorageStation(station))
    .map((station) => ({ staNumber: station[0].staNumber, label: `${station[0].staName} (${station[0].staNumber})` }));
  const model = models.find((candidate) => candidate.name === modelName) as FacilityModel | undefined;

  return (
    <section className="facilities">
      <h3>{t('mobile.facility.title')}</h3>
      {facilities.length === 0 && <p className="hint">{t('mobile.facility.none')}</p>}
      {facilities.map((facility, i) => (
        <FacilityCard key={facility.id ?? `new-${i}`} facility={facility} moveTargets={moveTargets} onChange={(next) => replace(i, next)} />
      ))}
      {models.length > 0 && (
        <div className="button-row">
          <label className="field">
            <span>{t('mobile.facility.model')}</span>
            <select value={modelName} onChange={(event) => setModelName(event.target.value)}>
              <option value="" />
              {models.map((candidate) => (
                <option key={candidate.name} value={candidate.name}>
                  {candidate.type}: {candidate.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn" disabled={!model} onClick={() => model && save([...facilities, newFacility(model)])}>
            {t('mobile.facility.add')}
          </button>
        </div>
      )}
    </section>
  );
}
