// `npm run town:setup-link -- [--project <id>] [--site https://town.example.org]`: the one-time
// link that sets up an empty town on Firebase (its name and first admin), as the local host
// prints one at the start of an empty town. Only the token's SHA-256 is stored in Firestore.
import { issueSetupLink, setupLinkOf } from '@town/core';
import { createRandomIds, createScryptHasher, systemClock } from '@town/core/node';
import { createFirestoreStore } from '../firestoreStore';
import { connect, optionValue, projectId } from './firebaseProject';

async function main(argv: string[]) {
  const project = projectId(argv);
  let site = optionValue(argv, '--site') ?? `https://${project}.web.app`;
  while (site.endsWith('/')) site = site.slice(0, -1);
  if (!/^https?:\/\/[^\s/]+$/.test(site)) {
    throw new Error(`--site must be the site's address, such as https://${project}.web.app`);
  }
  const { db } = connect(project);
  const { token, expiresAt } = await issueSetupLink({
    store: createFirestoreStore(db, systemClock),
    ids: createRandomIds(),
    hasher: createScryptHasher(),
    clock: systemClock,
  });
  console.log(
    [
      `Open this link to name the town and make its first admin (project ${project}).`,
      `It works once, until ${expiresAt}; running this again makes a new one and ends this one:`,
      `  ${setupLinkOf(site, token)}`,
    ].join('\n'),
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
