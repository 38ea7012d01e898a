import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { overwriteSuggestion } from '../../../format/overwrite-prompt';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { mobileStore } from '../../../state/mobile/mobile-store';
import { overwriteAllDates } from '../../../state/mobile/overwrite-actions';
import { deleteCurrentRound, postCurrentRound } from '../../../state/mobile/post-actions';
import { editRound } from '../../../state/mobile/round-actions';
import { store } from '../../../state/store';
import { downloadRoundJson } from './download-json';
import { useRoundView } from '../../../state/mobile/use-round-view';

type Dialog = { kind: 'overwrite'; suggestion: string } | { kind: 'incomplete'; count: number } | { kind: 'delete'; typeName: boolean };

/** Overwrite all dates, post, delete, download JSON and print (spec entry.md §2 overview, §5 rules). */
export function OverviewActions() {
  const { t } = useTranslation();
  const view = useRoundView();
  const { posting } = useSnapshot(mobileStore);
  const { settings } = useSnapshot(store);
  const [dialog, setDialog] = useState<Dialog>();
  const [, navigate] = useLocation();
  const round = view.round;
  const close = () => setDialog(undefined);
  /** spec entry.md §4: post is blocked when printing is required and not yet done */
  const printMissing = (settings?.requirePrintBeforeSave ?? false) && !round.printed;

  const post = async () => {
    close();
    if (await postCurrentRound()) navigate('~/');
  };
  const askPost = () => {
    if (view.incompletePostPrompt !== undefined) {
      setDialog({ kind: 'incomplete', count: view.incompletePostPrompt });
    } else {
      void post();
    }
  };
  const remove = async (typed: string) => {
    close();
    if (await deleteCurrentRound(dialog?.kind === 'delete' && dialog.typeName ? typed : undefined)) navigate('~/');
  };
  const print = async () => {
    await editRound([{ kind: 'printed' }]);
    window.print();
  };

  return (
    <div className="overview-actions button-row">
      <button type="button" className="btn" onClick={() => setDialog({ kind: 'overwrite', suggestion: overwriteSuggestion(new Date()) })}>
        {t('mobile.overwriteDates')}
      </button>
      <button type="button" className="btn btn-primary" disabled={posting || printMissing} onClick={askPost}>
        {posting ? t('mobile.posting') : settings?.postTimeseriesPartial ? t('mobile.postPartial') : t('mobile.post')}
      </button>
      <button type="button" className="btn" onClick={() => downloadRoundJson(round)}>
        {t('mobile.downloadJson')}
      </button>
      <button type="button" className="btn" onClick={() => void print()}>
        {t('mobile.print')}
      </button>
      {printMissing && <p className="hint">{t('mobile.printRequired')}</p>}
      <button type="button" className="btn btn-danger" onClick={() => setDialog({ kind: 'delete', typeName: view.deletion === 'typeName' })}>
        {t('mobile.delete')}
      </button>

      {dialog?.kind === 'overwrite' && (
        <ConfirmDialog
          message={t('mobile.overwritePrompt')}
          inputLabel={t('mobile.dateTime')}
          defaultValue={dialog.suggestion}
          onCancel={close}
          onConfirm={(text) => {
            close();
            void overwriteAllDates(text, dialog.suggestion);
          }}
        />
      )}
      {dialog?.kind === 'incomplete' && (
        <ConfirmDialog message={t('mobile.postIncompletePrompt', { count: dialog.count })} onCancel={close} onConfirm={() => void post()} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          message={dialog.typeName ? t('mobile.deleteTypeName', { name: round.mrName }) : t('mobile.deletePrompt', { name: round.mrName })}
          inputLabel={dialog.typeName ? t('mobile.delete') : undefined}
          onCancel={close}
          onConfirm={(typed) => void remove(typed)}
        />
      )}
    </div>
  );
}
