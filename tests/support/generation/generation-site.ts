// lib/content's fixture site in a temporary folder, with the generation settings added.
import { createFixtureSite, type FixtureSite } from '../content/fixture-site.ts';

export const GENERATION_SETTINGS_YAML = `generation:
  reference_sites:
    - name: Wikipedia, the online encyclopedia
      url: https://en.wikipedia.org
    - name: Encyclopaedia Britannica
      url: https://www.britannica.com
    - name: Reddit, the discussion forum
      url: https://www.reddit.com
    - name: Facebook, the social network
      url: https://www.facebook.com
  niche_terms: poker and betting terms
`;

/** A valid two-category, two-author site that can generate; call cleanup() when done. */
export function createGenerationSite(): FixtureSite {
  const site = createFixtureSite();
  site.write('site.yaml', `${site.read('site.yaml')}${GENERATION_SETTINGS_YAML}`);
  return site;
}
