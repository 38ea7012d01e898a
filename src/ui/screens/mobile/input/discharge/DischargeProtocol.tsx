import { useT } from '../../../../i18n/use-t';
import type { DischargeProtocol as Protocol } from '../../../../../shared/schema/discharge';
import type { Entry } from '../../../../../shared/schema/entry';
import type { RowView } from '../../../../../shared/contract';
import { DateTimeInput } from '../../../../components/DateTimeInput';
import { NumberInput } from '../../../../components/NumberInput';
import { editEntryPart } from '../../../../state/mobile/round-actions';
import { useRoundView } from '../../../../state/mobile/use-round-view';
import { store } from '../../../../state/store';
import { RemarkInput } from '../RemarkInput';

/**
 * spec entry.md §3/§5 discharge protocol: gauge and discharge of a measurement with meter and remark; when posted it
 * adds a discharge entry (remark 'Q-Messprotokoll: meter remark') and a gauge entry for the station's W series.
 */
export function DischargeProtocol({ entry, row }: { entry: Entry; row: RowView }) {
  const { t } = useT();
  const entries = useRoundView().round.entries;
  const gaugeUnit = entries.find((candidate) => candidate.staNumber === entry.staNumber && candidate.tsParameter === 'W')?.tsUnit;
  const protocol = entry.dischargeProtocol ?? {};
  const meter = entry.dischargeValue?.meterMeasurement?.meter?.name;
  // only the changed field is sent (merged by the worker), so fields typed in quick succession never overwrite each other
  const update = (patch: Protocol) =>
    editEntryPart(row.entryKey, 'dischargeProtocol', { ...(protocol.meter === undefined && { meter }), gaugeUnit, dischargeUnit: entry.tsUnit, ...patch });

  return (
    <details className="discharge-protocol" open={entry.dischargeProtocol !== undefined}>
      <summary>{t('mobile.protocol.title')}</summary>
      <DateTimeInput id={`protocol-dt-${row.index}`} label={t('mobile.protocol.dt')} value={protocol.dt ?? entry.dt} mez={store.settings?.mez ?? false} onChange={(dt) => update({ dt })} />
      <NumberInput id={`protocol-gauge-${row.index}`} label={t('mobile.protocol.gauge', { unit: gaugeUnit ?? '' })} value={protocol.gauge} onChange={(gauge) => update({ gauge: gauge ?? null })} />
      <NumberInput
        id={`protocol-discharge-${row.index}`}
        label={t('mobile.protocol.discharge', { unit: entry.tsUnit ?? '' })}
        signToggle={false}
        value={protocol.discharge}
        onChange={(discharge) => update({ discharge: discharge ?? null })}
      />
      <RemarkInput id={`protocol-remark-${row.index}`} label={t('mobile.protocol.remark')} text={protocol.remark} onChange={(remark) => update({ remark })} />
    </details>
  );
}
