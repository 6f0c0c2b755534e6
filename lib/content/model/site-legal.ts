// The legal facts of site.yaml: who runs the site and where its pages are served from, and the
// age limit and help services its readers are shown. Every message is phrased as what was
// expected: the problem line adds the file, field and value.
import { z } from 'zod';

import { countryCode, httpsUrl, text } from './fields.ts';

/** The country a locale addresses: its region, `RU` for ru_RU. */
export function localeCountry(locale: string): string {
  return locale.split('_')[1] ?? '';
}

/**
 * The age limit and the help services for this site's readers, shown in the footer, in every
 * article's closing note and beside every ad (docs/sites.md#responsible-gambling).
 */
export const responsibleGamblingSchema = z.strictObject({
  age_limit: z
    .number({ error: 'the minimum age as a whole number, e.g. 21' })
    .int({ error: 'the minimum age as a whole number, e.g. 21' })
    .min(18, { error: 'an age limit of at least 18' })
    .max(25, { error: 'an age limit of at most 25' }),
  services: z
    .array(
      z.strictObject({
        name: text('the name of the help service'),
        url: httpsUrl('the help service'),
        phone: text('the phone number as readers dial it, e.g. 1-800-GAMBLER').optional(),
      }),
      { error: 'a list of help services, each with name, url and phone where there is one' },
    )
    .min(1, { error: 'at least one help service' }),
});

/** Who publishes the site and which law governs its terms: the legal pages state them. */
export const legalSchema = z.strictObject({
  operator: text('the name of the person or company that runs the site'),
  address: text("the operator's postal address").optional(),
  /**
   * The operator's MERSİS number (Türkiye's central trade registry, 16 digits): a Turkish site
   * states it with the operator's name and address (law 5651 art. 3(1)).
   */
  mersis_number: z
    .string({ error: 'the MERSİS number as 16 digits in quotes, e.g. "0123456789012345"' })
    .regex(/^\d{16}$/, { error: 'the MERSİS number as 16 digits, e.g. "0123456789012345"' })
    .optional(),
  /** The operator's registered e-mail (KEP) address, where KVKK requests may also be sent. */
  kep_address: z
    .email({ error: 'a KEP address, e.g. ornek@hs01.kep.tr' })
    .regex(/@(?:[a-z0-9-]+\.)+kep\.tr$/i, { error: 'a KEP address, ending in .kep.tr' })
    .optional(),
  governing_law: text('the law that governs the terms, e.g. "the laws of the State of New York, USA"'),
  /** How long the hosts keep their request logs; the privacy policy states it. */
  log_retention_days: z
    .number({ error: 'the days request logs are kept, as a whole number' })
    .int({ error: 'the days request logs are kept, as a whole number' })
    .min(1, { error: 'at least 1 day' })
    .max(400, { error: 'at most 400 days' }),
  /**
   * Who serves the pages (the host or CDN whose servers keep the request logs) and the country
   * those logs are kept in: the privacy policy names them, and whether the logs leave the
   * site's country is a cross-border transfer under Russian (152-FZ art. 12) and Turkish
   * (KVKK art. 9) law (docs/sites.md#legal-pages).
   */
  hosting: z.strictObject({
    provider: text('the company that serves the pages, e.g. "Amazon Web Services, Inc."'),
    country: countryCode(),
    /**
     * The safeguard a transfer abroad rests on, in the site's language, e.g. the regulator's
     * standard contract: required when `country` is not the site's own (its locale's region).
     */
    transfer_safeguard: text("the safeguard the transfer abroad rests on, in the site's language").optional(),
    /**
     * The day the safeguard (a standard contract) was notified to the data-protection authority,
     * YYYY-MM-DD: a Turkish privacy policy says it was notified only when this is set (KVKK art. 9).
     */
    transfer_notified: z.iso
      .date({ error: 'the day the safeguard was notified to the authority, as YYYY-MM-DD' })
      .optional(),
  }),
});
