import { runLocalHost } from './run';

/**
 * The local host as a service runs it (`node server/dist/main.js`, deploy/town-services.service):
 * no demo. A new data folder starts an empty town and prints its one-time setup link.
 */
runLocalHost().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
