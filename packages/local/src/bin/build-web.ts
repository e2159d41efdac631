import { REPO_ROOT } from '../local-cloud.ts';
import { buildWeb } from '../web-build.ts';

// `npm run build:web`: the SPA's production build, stamped with what it was made from, so that
// `npm start` serves it as it is instead of building it again (web-build.ts).
await buildWeb(REPO_ROOT);
