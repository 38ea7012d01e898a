import type { Remark } from '../../../../shared/model';
import { useDraft } from '../../../components/use-draft';

interface RemarkInputProps {
  id: string;
  label: string;
  remark: Remark | undefined;
  disabled?: boolean;
  onChange: (remark: Remark) => void;
}

/** A remark's text (shown as text, never as HTML); photos and location stay as they are. */
export function RemarkInput({ id, label, remark, disabled, onChange }: RemarkInputProps) {
  const { fieldProps } = useDraft(remark?.text ?? '', (text) => onChange({ ...remark, text }));
  return (
    <div className="remark-input">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={2} {...fieldProps} disabled={disabled} />
    </div>
  );
}
