import { useDraft } from './use-draft';

interface TextFieldProps {
  label: string;
  value: string;
  disabled?: boolean;
  /** every keystroke; the stored value is shown again when the field loses focus */
  onChange: (text: string) => void;
}

export function TextField({ label, value, disabled, onChange }: TextFieldProps) {
  const { fieldProps } = useDraft(value, onChange);
  return (
    <label className="field">
      <span>{label}</span>
      <input {...fieldProps} disabled={disabled} />
    </label>
  );
}
