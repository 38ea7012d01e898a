import './components.css';
import type { ReactNode } from 'react';

interface DialogFormProps {
  label: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A modal dialog as a form: Enter submits, Escape cancels. */
export function DialogForm({ label, onSubmit, onCancel, children }: DialogFormProps) {
  return (
    <div className="dialog-backdrop">
      <form
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        {children}
      </form>
    </div>
  );
}
