import { useT } from '../../../../i18n/use-t';
import { useSnapshot } from 'valtio';
import type { DischargeInputType, DischargeMeasurement, DischargeMeter } from '../../../../../shared/schema/discharge';
import type { Entry } from '../../../../../shared/schema/entry';
import type { RowView } from '../../../../../shared/contract';
import { NumberInput } from '../../../../components/NumberInput';
import { mobileStore } from '../../../../state/mobile/mobile-store';
import { editEntry } from '../../../../state/mobile/round-actions';
import { useLastSent } from '../../../../state/mobile/use-last-sent';
import { defaultVerticals } from './default-verticals';
import { DischargeProtocol } from './DischargeProtocol';
import { EstimateInput } from './EstimateInput';
import { MeterInput } from './MeterInput';
import { VolumeTimeInput } from './VolumeTimeInput';

interface DischargeInputProps {
  id: string;
  label: string;
  entry: Entry;
  row: RowView;
  warning: string | undefined;
}

const METER_PREFIX = 'METER:';

/** spec entry.md §4 Discharge input type: direct value, volumetric, estimate or a configured current meter. */
export function DischargeInput({ id, label, entry, row, warning }: DischargeInputProps) {
  const { t } = useT();
  const { meters } = useSnapshot(mobileStore);
  const [{ inputType, measurement }, rememberSent] = useLastSent({ inputType: entry.dischargeInputType ?? 'VALUE', measurement: entry.dischargeValue ?? {} });
  const choice = inputType === 'METER' ? `${METER_PREFIX}${measurement.meterMeasurement?.meter?.name ?? ''}` : inputType;

  /** stores the measurement; the worker derives its discharge in the series unit and the view shows it */
  const update = (type: DischargeInputType, next: DischargeMeasurement) => {
    rememberSent({ inputType: type, measurement: next });
    editEntry(row.entryKey, { dischargeInputType: type, dischargeValue: next });
  };

  const choose = (selected: string) => {
    if (selected.startsWith(METER_PREFIX)) {
      const meter = meters.find((candidate) => candidate.name === selected.slice(METER_PREFIX.length)) as DischargeMeter;
      const verticals = measurement.meterMeasurement?.verticals ?? defaultVerticals(entry.staMetadata);
      update('METER', { ...measurement, meterMeasurement: { meter, verticals } });
    } else {
      update(selected as DischargeInputType, measurement);
    }
  };

  return (
    <fieldset className="discharge-input">
      <legend>{label}</legend>
      <label className="field">
        <span>{t('mobile.discharge.type')}</span>
        <select value={choice} onChange={(event) => choose(event.target.value)}>
          <option value="VALUE">{t('mobile.discharge.VALUE')}</option>
          <option value="VOLUME_TIME">{t('mobile.discharge.VOLUME_TIME')}</option>
          <option value="ESTIMATE">{t('mobile.discharge.ESTIMATE')}</option>
          {meters.map((meter) => (
            <option key={meter.name} value={`${METER_PREFIX}${meter.name}`}>
              {t('mobile.discharge.METER', { name: meter.name })}
            </option>
          ))}
        </select>
      </label>
      {inputType === 'VALUE' && (
        <NumberInput
          id={id}
          label={`${label}`}
          signToggle={false}
          value={entry.value}
          warning={warning}
          onChange={(value) => editEntry(row.entryKey, { dischargeInputType: 'VALUE', value: value ?? null })}
        />
      )}
      {inputType === 'ESTIMATE' && <EstimateInput measurement={measurement} onChange={(next) => update('ESTIMATE', next)} />}
      {inputType === 'VOLUME_TIME' && <VolumeTimeInput id={id} measurement={measurement} onChange={(next) => update('VOLUME_TIME', next)} />}
      {inputType === 'METER' && <MeterInput id={id} measurement={measurement} bankHasImpulses={row.discharge?.bankHasImpulses ?? false} onChange={(next) => update('METER', next)} />}
      {inputType !== 'VALUE' && (
        <p className="calculated" data-testid={`${id}-result`}>
          {t('mobile.discharge.result', { value: formatLps(row.discharge?.lps) })}
        </p>
      )}
      {inputType !== 'VALUE' && warning && <p className="field-warning">{warning}</p>}
      <DischargeProtocol entry={entry} row={row} />
    </fieldset>
  );
}

function formatLps(lps: number | undefined): string {
  return lps === undefined ? '-' : String(lps).replace('.', ',');
}
