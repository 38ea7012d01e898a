import './components.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from './DialogForm';

interface ConfirmDialogProps {
  message: string;
  /** when set, the dialog asks for text (a prompt) with this label; onConfirm receives what was typed */
  inputLabel?: string;
  defaultValue?: string;
  onConfirm: (text: string) => void;
  onCancel: () => void;
}

/** A modal confirm or prompt with big buttons; used instead of window.confirm so it works the same everywhere. */
export function ConfirmDialog({ message, inputLabel, defaultValue = '', onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(defaultValue);
  return (
    <DialogForm label={message} onSubmit={() => onConfirm(text)} onCancel={onCancel}>
        <p>{message}</p>
        {inputLabel !== undefined && (
          <label className="field">
            <span>{inputLabel}</span>
            <input autoFocus value={text} onChange={(event) => setText(event.target.value)} />
          </label>
        )}
        <div className="button-row">
          <button type="submit" className="btn btn-primary" autoFocus={inputLabel === undefined}>
            {t('mobile.confirm')}
          </button>
          <button type="button" className="btn" onClick={onCancel}>
            {t('mobile.cancel')}
          </button>
        </div>
    </DialogForm>
  );
}
