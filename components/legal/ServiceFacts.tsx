import type { Site } from '@/lib/content/model';
import type { LegalText } from '@/lib/site/ui-text/types';

import { ExampleNote } from '@/components/ui/ExampleNote';

import { countryName } from './country-name';

/**
 * The third-party services the site runs, from `third_party_scripts`: for each, its name, host,
 * what it receives, its purpose and where it stores what it receives (and that this crosses a
 * border when it is not the site's country), who processes it on the operator's behalf, how long
 * it is kept and which cookies it sets, where site.yaml and the locale's text name them; then
 * that nothing runs before the reader accepts, how to withdraw and what a withdrawal leaves. A site without scripts says it runs none.
 */
export function ServiceFacts({ site, text, homeCountry }: { site: Site; text: LegalText; homeCountry: string }) {
  const scripts = site.thirdPartyScripts;
  return (
    <>
      <h3>{text.servicesHeading}</h3>
      {scripts.length === 0 ? (
        <p>{text.noServices}</p>
      ) : (
        <>
          <p>{text.servicesIntro}</p>
          <ul data-legal-services>
            {scripts.map((script, index) => {
              const country = countryName(site.locale, script.storesDataIn);
              return (
                <li key={script.src}>
                  <strong>{script.name}</strong>
                  {` (${new URL(script.src).host}): ${script.receives.replace(/\.$/, '')}. `}
                  {text.serviceDetails(text.purposes[script.purpose], country)}
                  {script.storesDataIn !== homeCountry && ` ${text.serviceAbroad(country)}`}
                  {script.processor && text.serviceProcessor && ` ${text.serviceProcessor(script.processor)}`}
                  {script.retention && text.serviceRetention && (
                    <>
                      {' '}
                      <ExampleNote site={site} field={`third_party_scripts.${index}.retention`} />
                      {text.serviceRetention(script.retention)}
                    </>
                  )}
                  {script.cookiePrefix && text.serviceCookies && ` ${text.serviceCookies(script.cookiePrefix)}`}
                </li>
              );
            })}
          </ul>
          <p data-legal-consent>
            {text.consent}
            {text.consentBasis && ` ${text.consentBasis}`}
          </p>
        </>
      )}
    </>
  );
}
