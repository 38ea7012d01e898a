import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupCategory } from '../../../shared/rules/group-selection';

interface Props {
  category: GroupCategory;
  date: string;
  initiallyExpanded: boolean;
}

export function CategoryCard({ category, initiallyExpanded }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  return (
    <div className="card category">
      <button
        type="button"
        className="card-header"
        aria-expanded={expanded}
        onClick={() => setExpanded((value) => !value)}
      >
        <span className="category-name">{category.name}</span>
        <span className="badge">{t('groups.count', { count: category.groups.length })}</span>
      </button>
      {expanded && (
        <ul className="group-list">
          {category.groups.map((group) => (
            <li key={String(group.mrId)} className="group-item">
              <span className="group-name">{group.mrName}</span>
              {group.mrRemark && <small className="group-remark">{group.mrRemark}</small>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
