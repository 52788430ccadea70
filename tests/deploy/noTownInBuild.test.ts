import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoTownNamesIn } from '../support/townNames';

const web = join(__dirname, '..', '..', 'web');

/**
 * The local web build (`npm run build`: web/dist, and the renderer the host loads beside it)
 * holds no town: its name, colour and settings are filled in by the host on each request from
 * the town's stored settings. The Firebase build is checked the same way by its browser suite
 * (tests/e2e/firebase/firebaseTown.test.ts), which builds it.
 */
describe("the web build holds no town's name", () => {
  test.each(['dist', '.prerender'])('web/%s names no demo town', (folder) => {
    const built = join(web, folder);
    if (!existsSync(built)) throw new Error(`web/${folder} is missing: npm test builds it first`);
    expect(demoTownNamesIn(built)).toEqual([]);
  });
});
