import { Label } from '../ui/label';
import { Select } from '../ui/select';

type Props = {
  id: string;
  label: string;
  /** The first option, which filters nothing ('All matters'). */
  allLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
};

/** A labelled select of the documents' filter bar. */
export function FilterSelect({ id, label, allLabel, value, options, onChange }: Props) {
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
