import { useDraft } from './use-draft';

interface TextFieldProps {
  label: string;
  value: string;
  disabled?: boolean;
  /** every keystroke; the stored value is shown again when the field loses focus */
  onChange: (text: string) => void;
}

export function TextField({ label, value, disabled, onChange }: TextFieldProps) {
  const { draft, setDraft, onFocus, onBlur } = useDraft(value);
  return (
    <label className="field">
      <span>{label}</span>
      <input
        value={draft}
        disabled={disabled}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(event.target.value);
        }}
      />
    </label>
  );
}
