import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInPage, skipConsent } from './support/hub.ts';

/**
 * The exhibition and the sponsors' stands (spec 2 §2.5, §2.6) on the demo event: every demo
 * stand has a hotspot of each type, two documents, links, and two staff members with accounts;
 * the stand of DEMO_STAFF (its first staff member) has a chat.
 */
const DEMO_STAFF = { email: 'staff@demo.atrium.test', name: 'Nadia Benali' };

type TStand = {
  id: number;
  title: string;
  enableStandChat: boolean;
  staff: { userName: string }[];
  documents: { id: number; title: string; uri: string }[];
};

test.beforeAll(skipConsent);

async function eventId(request: APIRequestContext): Promise<number> {
  return ((await (await request.get(`/api/platform/${DEMO}`)).json()) as { eventId: number }).eventId;
}

/** A demo stand read from the server, the first one `pick` accepts. */
async function findStand(request: APIRequestContext, pick: (stand: TStand) => boolean): Promise<TStand> {
  const id = await eventId(request);
  const list = (await (await request.get(`/api/platform/${id}/sponsors/filter`)).json()) as {
    groups: { sponsors: { id: number }[] }[];
  };
  for (const sponsor of list.groups.flatMap((group) => group.sponsors)) {
    const stand = (await (await request.get(`/api/platform/${id}/sponsors/${sponsor.id}`)).json()) as TStand;
    if (pick(stand)) return stand;
  }
  throw new Error('no demo stand fits');
}

test('a visitor searches and filters the exhibition, and the address keeps the filters', async ({ page }) => {
  await page.goto(`/${DEMO}/expo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Exhibition' })).toBeVisible();
  const cards = page.getByTestId('sponsor-card');
  await expect(cards.first()).toBeVisible();
  const count = page.getByTestId('expo-count');
  await expect(count).toHaveText(/^\d+ sponsors found$/);
  const total = Number((await count.innerText()).split(' ')[0]);
  expect(total).toBeGreaterThan(1);
  await expectNoSeriousViolations(page);

  // The search applies from 3 characters, a moment after typing stops; the address follows.
  const title = (await cards.first().getByRole('heading', { level: 3 }).innerText()).trim();
  const word = title.split(/\s+/).find((part) => part.length >= 4) ?? title;
  await page.getByRole('searchbox', { name: 'Search sponsors' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(word)}`));
  await expect(cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) })).toBeVisible();
  await expect(count).not.toHaveText(`${total} sponsors found`);

  // The filters dialog with the keyboard: a group and a keyword; the count is on its button.
  await page.getByRole('searchbox', { name: 'Search sponsors' }).fill('');
  await expect(page).not.toHaveURL(/search=/);
  await expect(count).toHaveText(`${total} sponsors found`);
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await filters.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('expo-filters-dialog');
  await expect(dialog.getByRole('heading', { name: 'Filter the sponsors' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const groups = dialog.getByRole('combobox', { name: 'Sponsor group' });
  const group = (await groups.locator('option').nth(1).innerText()).trim();
  await groups.selectOption({ label: group });
  await expect(page).toHaveURL(/[?&]group=\d+/);
  // Only the chosen group is left.
  const headings = page.getByTestId('sponsor-group').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([group]);
  // A keyword of a sponsor of that group narrows the list further, to that sponsor at least.
  const first = page.getByTestId('sponsor-card').first();
  const sponsor = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
  const standPath = (await first.getByRole('link').getAttribute('href')) ?? '';
  const id = await eventId(page.request);
  const detail = (await (
    await page.request.get(`/api/platform/${id}/sponsors/${standPath.split('/').pop()}`)
  ).json()) as { keywords: string[] };
  const keyword = dialog
    .getByRole('group', { name: 'Keywords' })
    .getByRole('checkbox', { name: detail.keywords[0], exact: true });
  await keyword.focus();
  await page.keyboard.press('Space');
  await expect(keyword).toBeChecked();
  await expect(page).toHaveURL(/[?&]keywords=/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
  await expect(headings).toHaveText([group]);
  await expect(cards.filter({ has: page.getByRole('heading', { name: sponsor, exact: true }) })).toBeVisible();

  // The address gives the same page, filters and count included.
  const filtered = page.url();
  const filteredCount = await count.innerText();
  await page.goto(`/${DEMO}/`);
  await page.goto(filtered);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(count).toHaveText(filteredCount);
  await expect(headings).toHaveText([group]);

  // An address that matches nothing says so; Back returns to the filtered list.
  await page.goto(`/${DEMO}/expo?search=zzqxnothing`);
  await expect(page.getByRole('searchbox', { name: 'Search sponsors' })).toHaveValue('zzqxnothing');
  await expect(page.getByTestId('expo-empty')).toHaveText('No sponsor matches your search or filters.');
  await expect(count).toHaveText('0 sponsors found');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

  // Clearing the filters gives every sponsor back.
  await page.getByRole('button', { name: 'Filters (2)' }).click();
  await dialog.getByRole('button', { name: 'Clear filters' }).click();
  await dialog.getByRole('button', { name: 'Show results' }).click();
  await expect(page).not.toHaveURL(/group=|keywords=/);
  await expect(count).toHaveText(`${total} sponsors found`);
});

test('a visitor opens a stand from its card and each kind of hotspot', async ({ page }) => {
  await page.goto(`/${DEMO}/expo`);
  const card = page.getByTestId('sponsor-card').first();
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('link', { name: `View more about ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO}/stand/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('stand-image')).toBeVisible();
  await expect(page.getByTestId('stand-staff-member')).toHaveCount(2);
  // A visitor is asked to sign in to chat (on a stand with chat), and has no bookmarks.
  await expect(page.getByRole('button', { name: /^Bookmark/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Link: the desk writes to the team (a mailto, in place; an http(s) link would open a new tab).
  const link = page.getByRole('link', { name: 'Talk to our team (link)' });
  await expect(link).toHaveAttribute('href', /^mailto:contact@.+\.example\.com$/);
  await expect(link).not.toHaveAttribute('target', '_blank');

  // A video or a page: a dialog with its frame, from the keyboard; Escape closes it.
  for (const [name, source] of [
    ['Product film (YouTube video)', /^https:\/\/www\.youtube-nocookie\.com\/embed\//],
    ['Customer stories (Vimeo video)', /^https:\/\/player\.vimeo\.com\/video\//],
    ['Find our offices (embedded page)', /^https:\/\/www\.openstreetmap\.org\//],
  ] as const) {
    const button = page.getByRole('button', { name });
    await button.focus();
    await page.keyboard.press('Enter');
    const frameDialog = page.getByTestId('hotspot-frame-dialog');
    await expect(frameDialog.locator('iframe')).toHaveAttribute('src', source);
    await expect(frameDialog.getByRole('heading', { level: 2 })).toHaveText(name.replace(/ \(.*\)$/, ''));
    await page.keyboard.press('Escape');
    await expect(frameDialog).toBeHidden();
    await expect(button).toBeFocused();
  }

  // Documents: the hotspot lists its files, each a download.
  await page.getByRole('button', { name: 'Brochures (documents)' }).click();
  const documents = page.getByTestId('hotspot-documents-dialog');
  const files = documents.getByTestId('stand-document-link');
  await expect(files).toHaveCount(2);
  await expect(files.first()).toHaveAttribute('download', '');
  await expect(files.first()).toHaveAttribute('href', /\.pdf$/);
  await expectNoSeriousViolations(page);
  await documents.getByRole('button', { name: 'Close' }).click();
  await expect(documents).toBeHidden();

  // The stand's links: a mailto as it is, a page of the event inside the app.
  const links = page.getByTestId('stand-links');
  await expect(links.getByRole('link', { name: 'Write to the team' })).toHaveAttribute('href', /^mailto:/);
  await links.getByRole('link', { name: 'Our sessions in the programme' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO}/programme`));
});

test('an attendee downloads a stand document (logged) and bookmarks it and the stand', async ({ browser }) => {
  const page = await signedInPage(browser, 'attendee@demo.atrium.test', { path: `/${DEMO}/expo` });
  const stand = await findStand(page.request, (s) => s.documents.length > 0);
  await page.goto(`/${DEMO}/stand/${stand.id}`);
  await expect(page.getByRole('heading', { level: 1, name: stand.title })).toBeVisible();
  const documentTitle = stand.documents[0]?.title ?? '';
  const item = page.getByTestId('stand-documents').getByRole('listitem').filter({ hasText: documentTitle });

  const logged = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/log\/download$/.test(new URL(request.url()).pathname),
  );
  const download = page.waitForEvent('download');
  await item.getByTestId('stand-document-link').click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const request = await logged;
  expect(request.postDataJSON()).toMatchObject({
    logType: 'DOWNLOAD_ITEM',
    entityId: stand.documents[0]?.id,
    sponsorId: stand.id,
    itemType: 'SPONSOR_DOCUMENT',
  });
  // The server logs the document's own title: the client sends none.
  expect(request.postDataJSON()).not.toHaveProperty('itemTitle');
  expect((await request.response())?.status()).toBe(200);

  // Bookmarks of the document and of the stand, then taken back.
  for (const toggle of [
    item.getByRole('button', { name: `Bookmark ${documentTitle}`, exact: true }),
    page.getByRole('button', { name: `Bookmark ${stand.title}`, exact: true }),
  ]) {
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  }
  await page.context().close();
});

test('an attendee chats on a stand and its staff member sees the message; a visitor is asked to sign in', async ({
  browser,
  page,
}) => {
  // Three people in browsers of their own, two of them joining the hub: room on a busy machine.
  test.setTimeout(120_000);
  const stand = await findStand(page.request, (s) => s.staff.some((member) => member.userName === DEMO_STAFF.name));
  expect(stand.enableStandChat).toBe(true);
  const path = `/${DEMO}/stand/${stand.id}`;

  await page.goto(path);
  await expect(page.getByRole('link', { name: 'Sign in to chat with the stand’s team' })).toBeVisible();
  await expect(page.getByTestId('chat-panel')).toHaveCount(0);

  const staff = await signedInPage(browser, DEMO_STAFF.email, { path });
  const attendee = await signedInPage(browser, 'attendee@demo.atrium.test', { path });
  await expect(attendee.getByTestId('chat-panel')).toBeVisible();
  await expect(staff.getByTestId('chat-panel')).toBeVisible();
  // Both are at the stand: each sees the other in its list.
  await expect(attendee.getByTestId('stand-users').getByText(DEMO_STAFF.name)).toBeVisible();
  await expectNoSeriousViolations(attendee);

  const text = `Is there a demonstration today? ${Date.now().toString(36)}`;
  await attendee.getByTestId('chat-input').fill(text);
  await attendee.getByTestId('chat-input').press('Enter');
  await expect(staff.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();

  // The staff member at the stand shows as online to whoever opens it now.
  await page.reload();
  await expect(
    page.getByTestId('stand-staff-member').filter({ hasText: DEMO_STAFF.name }).getByTestId('stand-staff-online'),
  ).toHaveText('(online)');
  await staff.context().close();
  await attendee.context().close();
});

test('a phone shows full-width cards, a stand picture that fits, and full-screen dialogs', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${DEMO}/expo`);
  const card = page.getByTestId('sponsor-card').first();
  await expect(card).toBeVisible();
  // spec 2 §9: the window's width less 40.
  expect(Math.round((await card.boundingBox())?.width ?? 0)).toBe(350);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await card.getByRole('link', { name: /^View more/ }).click();
  const picture = page.getByTestId('stand-image');
  await expect(picture).toBeVisible();
  expect((await picture.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Product film (YouTube video)' }).click();
  const dialog = page.getByTestId('hotspot-frame-dialog');
  await expect(dialog).toBeVisible();
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(390);
  expect((await dialog.locator('iframe').boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
