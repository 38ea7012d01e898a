import { toggleAllShown } from '../../state/permissions/permission-view';

interface ChoiceListProps {
  legend: string;
  choices: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** One list of the three-list assignment: check entries one by one, or double-click to choose all shown (again: none). */
export function ChoiceList({ legend, choices, selected, onChange }: ChoiceListProps) {
  const shown = choices.map((choice) => choice.value);
  return (
    <fieldset className="choice-list" onDoubleClick={() => onChange(toggleAllShown(selected, shown))}>
      <legend>{legend}</legend>
      <ul>
        {choices.map(({ value, label }) => (
          <li key={value}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(value)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...selected, value] : selected.filter((chosen) => chosen !== value))
                }
              />
              <span>{label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
