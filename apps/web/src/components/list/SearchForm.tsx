import { Search } from 'lucide-react';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

type Props = { value: string; label: string; buttonLabel: string; onSearch(value: string): void };

/**
 * A list's search box: it searches when submitted (Enter or the button), not on each keystroke.
 * Keyed on the value, so going back in the history shows the search of that view.
 */
export function SearchForm({ value, label, buttonLabel, onSearch }: Props) {
  return (
    <form
      role="search"
      key={value}
      className="flex min-w-0 flex-1 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
      }}
    >
      <Input
        type="search"
        name="search"
        aria-label={label}
        placeholder={label}
        defaultValue={value}
        maxLength={200}
      />
      <Button type="submit" variant="secondary" aria-label={buttonLabel}>
        <Search aria-hidden="true" className="size-4" />
      </Button>
    </form>
  );
}
