import { useTranslation } from 'react-i18next';
import type { StationFacility } from '../../../../shared/model';
import {
  areAttributesEditable, canDeleteFacility, discardFacilityEdit, editFacility, moveFacility,
} from '../../../../shared/rules/station-facilities';
import { TextField } from '../../../components/TextField';

interface FacilityCardProps {
  facility: StationFacility;
  /** stations the device may be moved to (storage stations, or any station from storage) */
  moveTargets: { staNumber: string; label: string }[];
  /** the changed device, or undefined to delete it */
  onChange: (facility: StationFacility | undefined) => void;
}

/** One device: serial, name and model attributes, editable only while NEW or EDIT (spec entry.md §5). */
export function FacilityCard({ facility, moveTargets, onChange }: FacilityCardProps) {
  const { t } = useTranslation();
  const editable = areAttributesEditable(facility);
  const attributeTypes = facility.model?.attributeTypes ?? [];
  return (
    <div className="facility card">
      <p>
        <strong>{facility.name ?? facility.model?.name}</strong> {facility.model && <span className="hint">({facility.model.type})</span>}{' '}
        {facility.$action && <span className="badge">{t(`mobile.facility.${facility.$action}`)}</span>}
      </p>
      <TextField label={t('mobile.facility.serial')} value={facility.number} disabled={facility.$action !== 'NEW'} onChange={(number) => onChange({ ...facility, number })} />
      {facility.$invalid && <p className="field-warning">{facility.$invalid}</p>}
      <TextField label={t('mobile.facility.name')} value={facility.name ?? ''} disabled={!editable} onChange={(name) => onChange({ ...facility, name })} />
      {attributeTypes.map((type) => (
        <TextField
          key={type.name}
          label={type.unit ? `${type.name} (${type.unit})` : type.name}
          value={String(facility.attributes?.[type.name] ?? '')}
          disabled={!editable}
          onChange={(value) => onChange({ ...facility, attributes: { ...facility.attributes, [type.name]: value } })}
        />
      ))}
      <div className="button-row">
        {!facility.$action && (
          <button type="button" className="btn" onClick={() => onChange(editFacility(facility))}>
            {t('mobile.facility.edit')}
          </button>
        )}
        {facility.$action === 'EDIT' && (
          <button type="button" className="btn" onClick={() => onChange(discardFacilityEdit(facility))}>
            {t('mobile.facility.discard')}
          </button>
        )}
        {!facility.$action && moveTargets.length > 0 && (
          <label className="field">
            <span>{t('mobile.facility.move')}</span>
            <select value="" onChange={(event) => event.target.value && onChange(moveFacility(facility, event.target.value, new Date().toISOString()))}>
              <option value="" />
              {moveTargets.map((target) => (
                <option key={target.staNumber} value={target.staNumber}>
                  {target.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {canDeleteFacility(facility) && (
          <button type="button" className="btn btn-danger" onClick={() => onChange(undefined)}>
            {t('mobile.facility.remove')}
          </button>
        )}
      </div>
    </div>
  );
}
