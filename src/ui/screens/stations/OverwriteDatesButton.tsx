import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { overwriteSuggestion } from '../../format/overwrite-prompt';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { overwriteAllDates } from '../../state/mobile/overwrite-actions';

/** spec entry.md §5 Overwrite-all-dates: a prompt with the suggestion now + 7 h. */
export function OverwriteDatesButton() {
  const { t } = useTranslation();
  const [suggestion, setSuggestion] = useState<string>();
  return (
    <>
      <button type="button" className="btn" onClick={() => setSuggestion(overwriteSuggestion(new Date()))}>
        {t('stations.overwriteDates')}
      </button>
      {suggestion !== undefined && (
        <ConfirmDialog
          message={t('stations.overwriteDates')}
          inputLabel={t('mobile.overwritePrompt')}
          defaultValue={suggestion}
          onCancel={() => setSuggestion(undefined)}
          onConfirm={(text) => {
            setSuggestion(undefined);
            void overwriteAllDates(text, suggestion);
          }}
        />
      )}
    </>
  );
}
