import { localeCountry, type Site } from '@/lib/content/model';
import { formatDate } from '@/lib/site/format';
import type { LegalText } from '@/lib/site/ui-text/types';

import { ExampleNote } from '@/components/ui/ExampleNote';

import { countryName } from './country-name';
import { ServiceFacts } from './ServiceFacts';

/**
 * The privacy policy's facts, topic by topic, each from site.yaml: the data controller and the
 * address for requests; the hosts' request logs (what, why, how long, who keeps them and where,
 * and their legal basis where the site's law asks); mail sent to the contact address; the
 * third-party services and consent; what the reader's device keeps. The page's own text
 * describes none of these (docs/sites.md#legal-pages).
 */
export function PrivacyFacts({ site, text }: { site: Site; text: LegalText }) {
  const homeCountry = localeCountry(site.locale);
  const { hosting } = site.legal;
  const hostCountry = countryName(site.locale, hosting.country);
  const hasServices = site.thirdPartyScripts.length > 0;
  return (
    <>
      <p>
        <ExampleNote site={site} field="legal.operator" />
        {`${text.controller(site.legal.operator, site.legal.address)} `}
        {site.legal.mersisNumber && text.registry && `${text.registry(site.legal.mersisNumber)} `}
        {`${text.contact} `}
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
      {site.legal.address && text.requests && (
        <p data-legal-requests>{text.requests(site.legal.address, site.legal.kepAddress)}</p>
      )}
      <p>{text.noAccounts}</p>

      <h3>{text.logsHeading}</h3>
      <p data-legal-logs>
        <ExampleNote site={site} field="legal.hosting" />
        {`${text.serverLogs(site.legal.logRetentionDays)} ${text.hostedBy(hosting.provider, hostCountry)}`}
        {hosting.country !== homeCountry && hosting.transferSafeguard
          ? ` ${text.logsAbroad(hostCountry, hosting.transferSafeguard)}`
          : text.logsAtHome && ` ${text.logsAtHome}`}
        {hosting.country !== homeCountry &&
          hosting.transferNotified &&
          text.transferNotified &&
          ` ${text.transferNotified(formatDate(hosting.transferNotified, site.locale))}`}
        {text.logsBasis && ` ${text.logsBasis}`}
      </p>

      <h3>{text.mailHeading}</h3>
      <p>
        {text.mail}
        {text.mailBasis && ` ${text.mailBasis}`}
      </p>

      <ServiceFacts site={site} text={text} homeCountry={homeCountry} />

      <h3>{text.deviceHeading}</h3>
      <ul data-legal-device>
        {site.serviceWorker && <li>{text.offlineCopies}</li>}
        {hasServices && <li>{text.consentRecord}</li>}
        <li>{text.sessionFlag}</li>
        <li>{hasServices ? text.servicesCookies : text.noCookies}</li>
      </ul>
      {text.doNotTrack && <p>{text.doNotTrack(hasServices)}</p>}
    </>
  );
}
