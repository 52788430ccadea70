// Hosting's predeploy step: the web build about to be deployed (web/dist) must be the one the
// functions bundle carries (functions/dist/web), or rendered pages would link scripts and styles
// Hosting no longer serves. firebase-tools runs the functions predeploy (npm run build:firebase:
// web build, then bundle) before this one, so `firebase deploy` always passes; a Hosting-only
// deploy of a web build the deployed function does not carry stops here.
import { existsSync, readFileSync } from 'node:fs';

import { join } from 'node:path';

const here = (path) => new URL(path, import.meta.url).pathname;
// The folders to compare (Hosting's public folder, the bundle's web folder): the deploy's by default.
const [webDist = here('../web/dist'), bundleWeb = here('./dist/web')] = process.argv.slice(2);
const hosted = join(webDist, 'page.html');
const bundled = join(bundleWeb, 'page.html');
const same =
  existsSync(hosted) &&
  existsSync(bundled) &&
  readFileSync(hosted, 'utf8') === readFileSync(bundled, 'utf8') &&
  // A local build has the home in index.html; a Firebase build has none (the function renders /).
  !existsSync(join(webDist, 'index.html'));
if (!same) {
  console.error(
    'web/dist is not the Firebase web build the functions bundle carries: deploy Hosting and ' +
      'functions together (firebase deploy, or --only hosting,functions), which builds both.',
  );
  process.exit(1);
}
