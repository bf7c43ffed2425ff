import { useCategoryLabel } from './use-category-label';

export function CategoryBadge({ category }: { category: string }) {
  const label = useCategoryLabel();
  return (
    <span className="inline-flex items-center rounded-full border border-brass-600/50 bg-paper-muted px-2.5 py-0.5 text-xs font-medium text-brass-800">
      {label(category)}
    </span>
  );
}
