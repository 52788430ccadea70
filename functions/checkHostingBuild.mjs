// Hosting's predeploy step: the web build about to be deployed (web/dist) must be the one the
// functions bundle carries (functions/dist/web), or rendered pages would link scripts and styles
// Hosting no longer serves. firebase-tools runs the functions predeploy (npm run build:firebase:
// web build, then bundle) before this one, so `firebase deploy` always passes; a Hosting-only
// deploy of a web build the deployed function does not carry stops here.
import { existsSync, readFileSync } from 'node:fs';

const here = (path) => new URL(path, import.meta.url).pathname;
const hosted = here('../web/dist/page.html');
const bundled = here('./dist/web/page.html');
const same =
  existsSync(hosted) &&
  existsSync(bundled) &&
  readFileSync(hosted, 'utf8') === readFileSync(bundled, 'utf8') &&
  !existsSync(here('../web/dist/index.html'));
if (!same) {
  console.error(
    'web/dist is not the Firebase web build the functions bundle carries: deploy Hosting and ' +
      'functions together (firebase deploy, or --only hosting,functions), which builds both.',
  );
  process.exit(1);
}
