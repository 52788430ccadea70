/**
 * `npm start`: the local host with the demo town loaded into a database that has no town yet.
 * `SEED_DEMO=0 npm start` leaves a new database empty instead: the host then prints the town's
 * one-time setup link. Bundled by server/build.mjs as server/dist/demo.js; the host itself
 * (server/dist/main.js, what a real town's service runs) carries no demo.
 */
import { runLocalHost } from '../server/src/run';
import { loadDemoTown } from './loadDemoTown';

runLocalHost(process.env.SEED_DEMO === '0' ? {} : { seed: loadDemoTown }).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
