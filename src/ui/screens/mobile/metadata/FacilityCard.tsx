import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SerialProblem } from '../../../../shared/rules/station-facilities';
import type { StationFacility } from '../../../../shared/schema/station';
import type { FacilityChange, FacilityView } from '../../../../shared/contract';
import { TextField } from '../../../components/TextField';
import { FacilityAttribute } from './FacilityAttribute';

interface FacilityCardProps {
  facility: StationFacility;
  /** the device's place among the station's devices (changes name it) */
  position: number;
  /** from the worker's view: whether name and attributes take input, whether it can be removed, its serial's problem */
  allowed: FacilityView;
  /** stations the device may be moved to (storage stations, or any station from storage) */
  moveTargets: { staNumber: string; label: string }[];
  onChange: (change: FacilityChange) => void;
}

function serialProblemText(t: TFunction, problem: SerialProblem): string {
  return problem.key === 'mobile.facility.serialInUse' ? t(problem.key, problem.values) : t(problem.key);
}

/** One device: serial, name and model attributes, editable only while NEW or EDIT (spec entry.md §5). */
export function FacilityCard({ facility, position, allowed, moveTargets, onChange }: FacilityCardProps) {
  const { t } = useTranslation();
  const editable = allowed.editable;
  const set = (patch: Extract<FacilityChange, { action: 'set' }>['patch']) => onChange({ action: 'set', position, patch });
  const attributeTypes = facility.model?.attributeTypes ?? [];
  return (
    <div className="facility card">
      <p>
        <strong>{facility.name ?? facility.model?.name}</strong> {facility.model && <span className="hint">({facility.model.type})</span>}{' '}
        {facility.$action && <span className="badge">{t(`mobile.facility.${facility.$action}`)}</span>}
      </p>
      <TextField label={t('mobile.facility.serial')} value={facility.number} disabled={facility.$action !== 'NEW'} onChange={(number) => set({ number })} />
      {allowed.serialProblem && <p className="field-warning">{serialProblemText(t, allowed.serialProblem)}</p>}
      <TextField label={t('mobile.facility.name')} value={facility.name ?? ''} disabled={!editable} onChange={(name) => set({ name })} />
      {attributeTypes.map((type) => (
        <FacilityAttribute
          key={type.name}
          type={type}
          value={facility.attributes?.[type.name]}
          disabled={!editable}
          onChange={(value) => set({ attributes: { [type.name]: value } })}
        />
      ))}
      <div className="button-row">
        {!facility.$action && (
          <button type="button" className="btn" onClick={() => onChange({ action: 'edit', position })}>
            {t('mobile.facility.edit')}
          </button>
        )}
        {facility.$action === 'EDIT' && (
          <button type="button" className="btn" onClick={() => onChange({ action: 'discard', position })}>
            {t('mobile.facility.discard')}
          </button>
        )}
        {!facility.$action && moveTargets.length > 0 && (
          <label className="field">
            <span>{t('mobile.facility.move')}</span>
            <select value="" onChange={(event) => event.target.value && onChange({ action: 'move', position, toStaNumber: event.target.value })}>
              <option value="" />
              {moveTargets.map((target) => (
                <option key={target.staNumber} value={target.staNumber}>
                  {target.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {allowed.removable && (
          <button type="button" className="btn btn-danger" onClick={() => onChange({ action: 'remove', position })}>
            {t('mobile.facility.remove')}
          </button>
        )}
      </div>
    </div>
  );
}
