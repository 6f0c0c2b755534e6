import Link from '@/components/ui/Link';

export interface Crumb {
  href: string;
  label: string;
}

export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-4 text-sm text-stone-600 dark:text-stone-400">
      <ol className="flex flex-wrap gap-1">
        {items.map((item, index) => (
          <li key={item.href} className="flex gap-1">
            {index > 0 && <span aria-hidden="true">→</span>}
            <Link href={item.href} className="hover:underline">
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
