// The build plan on its own (lib/build/build-plan.ts), from the content snapshot the content
// check left, or from content/ itself: `npm run build` makes it in the content check's process
// (scripts/check-content.ts --plan); this is for a plan without the check.
import { writeBuildPlan } from '../lib/build/build-plan.ts';
import { getSiteContent, siteContentKey } from '../lib/content/index.ts';
import { currentSiteId } from '../lib/site/site-id.ts';

console.log(writeBuildPlan(process.cwd(), currentSiteId(), getSiteContent(), siteContentKey()));
