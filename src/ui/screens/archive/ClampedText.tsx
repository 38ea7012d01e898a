import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Longer texts are clamped to their first lines with a toggle (issue 36 item 6); a shorter one always fits those lines. */
const CLAMP_FROM_CHARACTERS = 200;

/** A remark text: a long one shows its first four lines and a 'mehr' toggle on screen, all of it on paper. */
export function ClampedText({ text, className = 'remark-cell' }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (text.length < CLAMP_FROM_CHARACTERS) return <div className={className}>{text}</div>;
  return (
    <div className={className}>
      <div className={expanded ? undefined : 'clamped'}>{text}</div>
      <button type="button" className="link-button no-print" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {t(expanded ? 'archive.less' : 'archive.more')}
      </button>
    </div>
  );
}
