import Database from 'better-sqlite3';
import { demoCatalog } from '../../../demo';
import { describeInBrowser, telOf, useBrowserHarness } from '../../support/browserHarness';

const { teachers } = demoCatalog;
const chemistry = teachers.filter((teacher) => teacher.subjects.includes('Chemistry'));

describeInBrowser('the education screens in Chromium on the local host', () => {
  const h = useBrowserHarness();

  test('/education leads to the teachers, and to them by subject', async () => {
    const page = await h.open('/education');
    const tile = page.getByRole('link', { name: /Teachers and tutors/ });
    await tile.getByText(`${teachers.length} teachers in town`).waitFor();
    expect(await tile.getAttribute('href')).toBe('/education/teacher');
    await page.getByRole('link', { name: 'Chemistry', exact: true }).click();
    await page.waitForURL('**/education/teacher?subject=Chemistry');
    await h.settled(page);
    // The hub stays on screen while the teachers' screen loads: wait for the list itself.
    const expected = chemistry.map((teacher) => teacher.name).sort();
    await page.locator('main .listing__name').getByText(expected[0]!, { exact: true }).waitFor();
    const names = await page.locator('main .listing__name').allTextContents();
    expect(names).toEqual(expected);
    expect(
      await page.getByRole('link', { name: 'Chemistry', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
  });

  test('/education/teacher lists every teacher with a call button', async () => {
    const page = await h.open('/education/teacher');
    expect(await page.locator('main .listing').count()).toBe(teachers.length);
    await page.getByText(`${teachers.length} teachers`, { exact: true }).waitFor();
    for (const teacher of teachers) {
      const call = page.getByRole('link', { name: `Call ${teacher.name}` });
      expect(await call.getAttribute('href')).toBe(telOf(teacher.phone));
    }
  });

  test('a subject nobody teaches says so and offers all teachers', async () => {
    const page = await h.open('/education/teacher?subject=Astrology');
    await page
      .locator('main .empty-state')
      .getByText('No teacher in the list teaches Astrology yet.')
      .waitFor();
    await page.getByRole('link', { name: 'Show all teachers' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main .listing').length > 0);
  });

  // Last: it empties the teachers table of this file's database.
  test("an empty teacher list shows the state's message 'No Data Found', in Bengali too", async () => {
    const db = new Database(h.api.databaseFile);
    try {
      db.prepare('DELETE FROM "teachers"').run();
    } finally {
      db.close();
    }
    // Written behind the host's back (no action): its rendered pages show it after their minute.
    h.api.advanceClock(61_000);
    const page = await h.open('/education/teacher');
    await page.locator('main .empty-state').getByText('No Data Found', { exact: true }).waitFor();
    expect(await page.locator('main .listing').count()).toBe(0);
    const bengali = await h.open('/education/teacher', { lang: 'bn' });
    await bengali.locator('main .empty-state').getByText('কোনো তথ্য পাওয়া যায়নি').waitFor();
  });
});
