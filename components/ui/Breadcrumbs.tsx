import Link from '@/components/ui/Link';

export interface Crumb {
  href: string;
  label: string;
}

export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={item.href}>
            {index > 0 && <span aria-hidden="true">→</span>}
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
