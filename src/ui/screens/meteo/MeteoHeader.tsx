import { useTranslation } from 'react-i18next';
import type { MeteoField } from '../../../shared/contract';

/** The column titles; repeated in the footer of long tables. */
export function MeteoHeader({ fields }: { fields: readonly MeteoField[] }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th>{t('meteo.day')}</th>
      <th>{t('meteo.time')}</th>
      {fields.map((field) => [
        <th key={field}>{t(`meteo.${field}`)}</th>,
        field === 'precipitation' && <th key="type">{t('meteo.precipitationType')}</th>,
      ])}
      <th>{t('meteo.remark')}</th>
    </tr>
  );
}
