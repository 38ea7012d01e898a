import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { RemarkTarget } from '../../../../shared/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { addPhoto, removePhoto } from '../../../state/mobile/round-actions';
import { store } from '../../../state/store';
import { useStation } from '../use-station';
import { RemarkLocation } from '../input/RemarkLocation';
import { PhotoThumbnail } from './PhotoThumbnail';
import { useRoundView } from '../../../state/mobile/use-round-view';

/** spec entry.md §2 Mobile photo: photos per remark target (the station, or one of its series). */
export function PhotoScreen() {
  const { t } = useTranslation();
  const { settings } = useSnapshot(store);
  const { station } = useStation();
  const view = useRoundView();
  const entries = view.round.entries;
  const [targetKey, setTargetKey] = useState('');
  const [deleting, setDeleting] = useState<number>();
  if (!station) return <Redirect to="/list" replace />;

  const staRow = station.remarkRow ?? station.rows[0];
  const targets: { key: string; label: string; row: number; remark: RemarkTarget['remark'] }[] = [
    { key: `sta-${staRow}`, label: t('mobile.stationRemark'), row: staRow, remark: 'staRemark' },
    ...station.rows.map((row) => ({ key: `ts-${row}`, label: entries[row].tsParameter, row, remark: 'tsRemark' as const })),
  ];
  const chosen = targets.find((candidate) => candidate.key === targetKey) ?? targets[0];
  const target: RemarkTarget = { entryKey: view.rows[chosen.row].entryKey, remark: chosen.remark };
  const images = entries[chosen.row][chosen.remark]?.images ?? [];
  const nativeCapture = new RegExp(settings?.nativeCaptureUserAgent ?? 'iPad|iPhone|Android').test(navigator.userAgent);

  const onFile = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void addPhoto(target, file);
  };

  return (
    <div className="photo-screen">
      <label className="field">
        <span>{t('mobile.photoTarget')}</span>
        <select value={chosen.key} onChange={(event) => setTargetKey(event.target.value)}>
          {targets.map((candidate) => (
            <option key={candidate.key} value={candidate.key}>
              {candidate.label}
            </option>
          ))}
        </select>
      </label>
      {settings?.showMobileRemarkLocation && <RemarkLocation row={chosen.row} remark={chosen.remark} />}
      <div className="button-row">
        <label className="btn btn-primary file-button">
          {t('mobile.takePhoto')}
          <input type="file" accept="image/*" capture={nativeCapture ? 'environment' : undefined} onChange={(event) => onFile(event.target.files)} />
        </label>
        <label className="btn file-button">
          {t('mobile.choosePhoto')}
          <input type="file" accept="image/*" onChange={(event) => onFile(event.target.files)} />
        </label>
      </div>
      {images.length === 0 && <p className="hint">{t('mobile.noPhotos')}</p>}
      <ul className="photos">
        {images.map((photoId, position) => (
          <li key={photoId}>
            <PhotoThumbnail photoId={photoId} alt={t('mobile.photoAlt', { n: position + 1 })} />
            <button type="button" className="btn btn-danger" onClick={() => setDeleting(position)}>
              {t('mobile.deletePhoto')}
            </button>
          </li>
        ))}
      </ul>
      {deleting !== undefined && (
        <ConfirmDialog
          message={t('mobile.deletePhotoPrompt')}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => {
            void removePhoto(target, deleting);
            setDeleting(undefined);
          }}
        />
      )}
    </div>
  );
}
