import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useDraft } from '../../../components/use-draft';
import { editRound } from '../../../state/mobile/round-actions';
import { store } from '../../../state/store';
import { useRoundView } from '../../../state/mobile/use-round-view';

/** Team and round remark (settings showMobileOverviewTeam, showMobileOverviewRemark). */
export function RoundFields() {
  const { t } = useTranslation();
  const view = useRoundView();
  const { settings } = useSnapshot(store);
  return (
    <div className="round-fields">
      {(settings?.showMobileOverviewTeam ?? true) && (
        <TextField id="round-team" label={t('mobile.team')} value={view.round.mrTeam ?? ''} onChange={(mrTeam) => void editRound([{ kind: 'round', patch: { mrTeam } }])} />
      )}
      {(settings?.showMobileOverviewRemark ?? true) && (
        <TextField id="round-remark" label={t('mobile.roundRemark')} value={view.round.mrRemark ?? ''} onChange={(mrRemark) => void editRound([{ kind: 'round', patch: { mrRemark } }])} />
      )}
    </div>
  );
}

function TextField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (text: string) => void }) {
  const { draft, setDraft, onFocus, onBlur } = useDraft(value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={draft}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
