import { useId } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

type Props = { value: string; label: string; buttonLabel: string; onSearch(value: string): void };

/**
 * A list's search box: it searches when submitted (Enter or the button), not on each keystroke.
 * Keyed on the value, so going back in the history shows the search of that view. Its label
 * ("Search by number, description or matter") is shown above the box, as the filters' are: as a
 * placeholder it was cut off on a phone, and gone once something was typed.
 */
export function SearchForm({ value, label, buttonLabel, onSearch }: Props) {
  const id = useId();
  return (
    <form
      role="search"
      key={value}
      className="min-w-0 flex-1 space-y-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} type="search" name="search" defaultValue={value} maxLength={200} />
        <Button type="submit" variant="secondary" aria-label={buttonLabel}>
          <Search aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </form>
  );
}
