import { useDraft } from '../../../components/use-draft';

interface RemarkInputProps {
  id: string;
  label: string;
  text: string | undefined;
  disabled?: boolean;
  onChange: (text: string) => void;
}

/** A remark's text (shown as text, never as HTML); photos and location are not touched. */
export function RemarkInput({ id, label, text, disabled, onChange }: RemarkInputProps) {
  const { fieldProps } = useDraft(text ?? '', onChange);
  return (
    <div className="remark-input">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={2} {...fieldProps} disabled={disabled} />
    </div>
  );
}
