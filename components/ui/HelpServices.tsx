import type { Site } from '@/lib/content/model';

import { ExampleNote } from './ExampleNote';

/**
 * The site's help services as a run of text: 'National Council on Problem Gambling,
 * 1-800-GAMBLER'. A phone number is a tel: link so a reader on a phone can call at once. A
 * service site.yaml lists under example_facts (one not yet confirmed with the service itself)
 * carries the 'Example' mark.
 */
export function HelpServices({ site }: { site: Site }) {
  return (
    <>
      {site.responsibleGambling.services.map((service, index) => (
        <span key={service.url}>
          {index > 0 && '; '}
          <ExampleNote site={site} field={`responsible_gambling.services.${index}`} />
          <a href={service.url} rel="noopener noreferrer" target="_blank" className="underline underline-offset-2">
            {service.name}
          </a>
          {service.phone && (
            <>
              {', '}
              <a href={`tel:${telephone(service.phone)}`} className="underline underline-offset-2">
                {service.phone}
              </a>
            </>
          )}
        </span>
      ))}
    </>
  );
}

/** Letters on a phone keypad, so a number written 1-800-GAMBLER dials as digits. */
const KEYPAD: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, index) =>
    [...letters].map((letter) => [letter, String(index + 2)]),
  ),
);

/** The number as a tel: URL wants it: digits and a leading +, letters turned into their keys. */
export function telephone(phone: string): string {
  return [...phone.toUpperCase()]
    .map((character, index) => (character === '+' && index === 0 ? '+' : (KEYPAD[character] ?? character)))
    .filter((character) => /[\d+]/.test(character))
    .join('');
}
