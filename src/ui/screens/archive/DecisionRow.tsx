import { useTranslation } from 'react-i18next';
import type { CompletedEntry } from '../../../shared/model';
import { decisionChoices, type DecisionStage } from '../../../shared/rules/decisions';
import { isStationRemarkEnabled } from '../../../shared/rules/input-type';

export type DecisionPatch = Partial<Pick<CompletedEntry, 'decision1Value' | 'decision1Remark' | 'decision2Value' | 'decision2Remark'>>;

interface DecisionRowProps {
  entry: CompletedEntry;
  /** index into round.entries, for unique radio names */
  index: number;
  stage: DecisionStage;
  /** the user decides this stage now; otherwise the stored decision is shown read-only */
  editable: boolean;
  columns: number;
  onChange: (patch: DecisionPatch) => void;
}

/**
 * spec archive.md §2/§4 Decision row: radio choices of the stage plus a remark text; the remark input is
 * disabled unless the entry holds the incident value (entries of other types always allow a remark).
 */
export function DecisionRow({ entry, index, stage, editable, columns, onChange }: DecisionRowProps) {
  const { t } = useTranslation();
  const value = (stage === 1 ? entry.decision1Value : entry.decision2Value) ?? '';
  const remark = (stage === 1 ? entry.decision1Remark : entry.decision2Remark)?.text ?? '';
  const valueKey = stage === 1 ? 'decision1Value' : 'decision2Value';
  const remarkKey = stage === 1 ? 'decision1Remark' : 'decision2Remark';
  const legend = t('archive.decisionStage', { stage });
  return (
    <tr className="decision-row" data-stage={stage}>
      <td colSpan={columns}>
        <fieldset className="decision-choices" disabled={!editable}>
          <legend>{legend}</legend>
          {decisionChoices(stage, entry.tsId).map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name={`decision${stage}-${index}`}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange({ [valueKey]: choice.value || undefined })}
              />
              {choice.label || t('archive.emptyChoice')}
            </label>
          ))}
        </fieldset>
        <input
          type="text"
          className="decision-remark"
          aria-label={t('archive.decisionRemark', { stage })}
          value={remark}
          disabled={!editable || !isStationRemarkEnabled(entry)}
          onChange={(event) => onChange({ [remarkKey]: event.target.value ? { text: event.target.value } : undefined })}
        />
      </td>
    </tr>
  );
}
