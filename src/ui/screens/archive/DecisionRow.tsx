import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionPatch, DecisionRowView } from '../../../shared/contract/archive-rounds';
import { useDraft } from '../../components/use-draft';

interface DecisionRowProps {
  row: DecisionRowView;
  /** index into round.entries, for unique radio names */
  index: number;
  columns: number;
  /** absent: the decision is shown read-only */
  onChange?: (patch: DecisionPatch) => void;
}

/**
 * spec archive.md §2/§4 Decision row: radio choices of the stage plus a remark text; the worker says which
 * rows are editable and whether the remark may be written. The typed remark stays local while it is typed, a chosen
 * value until the worker answers.
 */
export function DecisionRow({ row, index, columns, onChange }: DecisionRowProps) {
  const { t } = useTranslation();
  const { stage } = row;
  const editable = row.editable && onChange !== undefined;
  const valueKey = stage === 1 ? 'decision1Value' : 'decision2Value';
  const remarkKey = stage === 1 ? 'decision1Remark' : 'decision2Remark';
  // a choice shows at once; the worker's answer (only the newest is applied) replaces it
  const [chosen, setChosen] = useState<string>();
  useEffect(() => setChosen(undefined), [row]);
  const value = chosen ?? row.value;
  const remark = useDraft(row.remark, (text) => onChange?.({ [remarkKey]: text ? { text } : undefined }));
  return (
    <tr className="decision-row" data-stage={stage}>
      <td colSpan={columns}>
        <fieldset className="decision-choices" disabled={!editable}>
          <legend>{t('archive.decisionStage', { stage })}</legend>
          {row.choices.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name={`decision${stage}-${index}`}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => {
                  setChosen(choice.value);
                  onChange?.({ [valueKey]: choice.value || undefined });
                }}
              />
              {choice.value ? t(`archive.decisionChoice.${choice.value}`) : t('archive.emptyChoice')}
            </label>
          ))}
        </fieldset>
        <input
          type="text"
          className="decision-remark"
          aria-label={t('archive.decisionRemark', { stage })}
          disabled={!editable || !row.remarkEnabled}
          {...remark.fieldProps}
        />
      </td>
    </tr>
  );
}
