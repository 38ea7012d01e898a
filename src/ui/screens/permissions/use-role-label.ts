import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../../state/permissions/permission-view';

/** spec archive.md §6: the three known roles with translated labels, other role names raw. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation();
  return (role) => {
    const key = roleLabelKey(role);
    return key ? t(key) : role;
  };
}
