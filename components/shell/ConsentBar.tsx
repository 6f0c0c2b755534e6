import type { Site } from '@/lib/content';
import { asksForConsent } from '@/lib/site/consent';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

/**
 * The consent bar of a site with third-party scripts (docs/sites.md#consent); nothing on any
 * other site. It names each service with its purpose and offers Accept and Decline, two buttons
 * of one style, neither chosen beforehand; it names the operator, what the services receive (the
 * IP address and their ID cookies) and links to the privacy policy. The page's inline snippet shows it from the first
 * paint while no choice is stored (`data-consent="ask"` on the root element), the footer's
 * "Privacy choices" button opens it again (`data-open`), and browser/consent/consent-bar.ts
 * records the choice. A fixed overlay at the bottom of the window: it moves nothing on the page.
 */
export function ConsentBar({ site }: { site: Site }) {
  if (!asksForConsent(site)) return null;
  const text = uiText(site.locale).consent;
  const services = site.thirdPartyScripts.map((script) => `${script.name} (${text.purposes[script.purpose]})`);
  const cookies = [...new Set(site.thirdPartyScripts.flatMap((script) => (script.idCookie ? [script.idCookie] : [])))];
  return (
    <section id="consent-bar" className="consent-bar" aria-label={text.label}>
      <div className="consent-bar-inner">
        <div className="consent-text">
          <p>
            {`${text.lead([...new Set(services)].join(', '))} ${text.data(site.legal.operator, cookies.join(', '))} `}
            {`${text.policy.lead} `}
            <a href={paths.privacyPolicy}>{text.policy.link}</a>. <span className="consent-later">{text.storage}</span>
          </p>
          {/* Says the choice in force when the footer's button opens the bar, and that the scripts
              stop from the next page after a withdrawal. */}
          <p id="consent-status" role="status" className="consent-status" />
        </div>
        {/* The bar shows once its second button is parsed (app/globals.css): keep two. */}
        <div className="consent-actions">
          <button type="button" className="consent-button" data-consent-choice="accepted">
            {text.accept}
          </button>
          <button type="button" className="consent-button" data-consent-choice="declined">
            {text.decline}
          </button>
        </div>
      </div>
    </section>
  );
}
