import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TextField } from '../../../components/TextField';
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
        <TextField label={t('mobile.team')} value={view.round.mrTeam ?? ''} onChange={(mrTeam) => void editRound([{ kind: 'round', patch: { mrTeam } }])} />
      )}
      {(settings?.showMobileOverviewRemark ?? true) && (
        <TextField label={t('mobile.roundRemark')} value={view.round.mrRemark ?? ''} onChange={(mrRemark) => void editRound([{ kind: 'round', patch: { mrRemark } }])} />
      )}
    </div>
  );
}
