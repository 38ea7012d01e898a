import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { FacilityModel } from '../../../../shared/schema/station';
import type { FacilityChange, StationView } from '../../../../shared/contract';
import { editRound } from '../../../state/mobile/round-actions';
import { mobileStore } from '../../../state/mobile/mobile-store';
import { useRoundView } from '../../../state/mobile/use-round-view';
import { FacilityCard } from './FacilityCard';

/**
 * spec entry.md §2 metadata, §4 facility actions: NEW, EDIT with discard, MOVE to storage or from storage; §5 serial
 * rules. Each change goes to the worker, which applies the action, checks the serials and stores the devices on every
 * entry of the station.
 */
export function Facilities({ station }: { station: StationView }) {
  const { t } = useTranslation();
  const view = useRoundView();
  const entries = view.round.entries;
  const { models } = useSnapshot(mobileStore);
  const [modelName, setModelName] = useState('');
  const first = entries[station.rows[0]];
  const facilities = first.staFacilities ?? [];

  const change = (facilityChange: FacilityChange) =>
    void editRound([{ kind: 'facility', entryKey: view.rows[station.rows[0]].entryKey, change: facilityChange }]);
  const moveTargets = view.stations
    .filter((other) => other.staNumber !== station.staNumber && other.visit === 0 && (station.storage || other.storage))
    .map(({ staNumber, rows }) => ({ staNumber, label: `${entries[rows[0]].staName} (${staNumber})` }));
  const model = models.find((candidate) => candidate.name === modelName) as FacilityModel | undefined;

  return (
    <section className="facilities">
      <h3>{t('mobile.facility.title')}</h3>
      {facilities.length === 0 && <p className="hint">{t('mobile.facility.none')}</p>}
      {facilities.map((facility, position) => (
        <FacilityCard
          key={facility.id ?? `new-${position}`}
          facility={facility}
          position={position}
          allowed={station.facilities[position] ?? { editable: false, removable: false }}
          moveTargets={moveTargets}
          onChange={change}
        />
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
          <button type="button" className="btn" disabled={!model} onClick={() => model && change({ action: 'add', model })}>
            {t('mobile.facility.add')}
          </button>
        </div>
      )}
    </section>
  );
}
