import { expect, type Page, test } from '@playwright/test';
import { DEMO } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInPage, skipConsent } from './support/hub.ts';

/**
 * The participant and speaker directories (spec 2 §2.7): search kept in the URL, cards that turn
 * to a business card, a speaker's sessions, a private message started from a card, and the
 * phone width.
 */
const SPEAKER = 'Samira Haddad';

test.beforeAll(skipConsent);

type TPerson = { userId: number; firstName: string; lastName: string };
type TProgrammeItem = { id: number; sessionId: number; title: string };

/** The directory as the server answers it (what the page should show). */
async function directory(page: Page, query: Record<string, string>) {
  const settings = (await (await page.request.get(`/api/platform/${DEMO}`)).json()) as { eventId: number };
  const base = `/api/platform/${settings.eventId}`;
  const list = (await (await page.request.get(`${base}/users`, { params: query })).json()) as {
    items: TPerson[];
    total: number;
  };
  return { base, list };
}

const cards = (page: Page) => page.getByTestId('directory-card');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a visitor searches the speakers, turns a card to its business card and reads the speaker’s sessions', async ({
  page,
}) => {
  const { base, list } = await directory(page, { speaker: 'true', search: 'Haddad' });
  const samira = list.items.find((p) => `${p.firstName} ${p.lastName}` === SPEAKER);
  expect(samira).toBeDefined();
  const programme = (await (await page.request.get(`${base}/users/${samira?.userId}/programme`)).json()) as {
    sessions: TProgrammeItem[];
    presentations: TProgrammeItem[];
  };
  const everyone = (await directory(page, { speaker: 'true' })).list.total;

  await page.goto(`/${DEMO}/speakers`);
  // The first page of the run: on a busy machine the server and the chunks take their time.
  await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible({ timeout: 30_000 });
  await expect(cards(page).first()).toBeVisible();
  const count = page.getByTestId('directory-count');
  await expect(count).toHaveText(`${everyone} found`);
  await expectNoSeriousViolations(page);

  // The search applies once typing stops, and the address carries it.
  const search = page.getByRole('searchbox', { name: 'Search speakers' });
  await search.fill('Haddad');
  await expect(page).toHaveURL(/[?&]search=Haddad/);
  await expect(count).toHaveText(`${list.total} found`);
  const samiraCard = card(page, SPEAKER);
  await expect(samiraCard).toHaveCount(1);
  // A visitor sends no messages.
  await expect(samiraCard.getByRole('button', { name: /^Send a message/ })).toHaveCount(0);

  // The business card, with the keyboard.
  const flip = samiraCard.getByRole('button', { name: `Business card of ${SPEAKER}` });
  await expect(flip).toHaveAttribute('aria-pressed', 'false');
  await flip.focus();
  await page.keyboard.press('Enter');
  await expect(flip).toHaveAttribute('aria-pressed', 'true');
  await expect(samiraCard.getByRole('img', { name: `Business card of ${SPEAKER}` })).toBeVisible();

  // Her sessions and presentations, each a link to its page.
  await samiraCard.getByRole('button', { name: `Sessions and presentations of ${SPEAKER}` }).click();
  const dialog = page.getByTestId('directory-programme-dialog');
  await expect(dialog.getByRole('heading', { name: `Sessions and presentations of ${SPEAKER}` })).toBeVisible();
  const first = programme.sessions[0];
  expect(first).toBeDefined();
  await expect(dialog.getByRole('link', { name: first?.title, exact: true }).first()).toHaveAttribute(
    'href',
    `/${DEMO}/session/${first?.sessionId}`,
  );
  await expect(dialog.getByTestId('directory-programme-item')).toHaveCount(
    programme.sessions.length + programme.presentations.length,
  );
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The address gives the same list.
  await page.reload();
  await expect(search).toHaveValue('Haddad');
  await expect(cards(page)).toHaveCount(list.items.length);
});

test('a bookmark’s link brings its speaker’s card into view, and a speaker cannot message themselves', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'speaker@demo.atrium.test', { path: `/${DEMO}/` });
  const { list } = await directory(page, { speaker: 'true', search: 'Haddad' });
  const samira = list.items.find((p) => `${p.firstName} ${p.lastName}` === SPEAKER);
  // The link a speaker's bookmark carries (spec 1 §2.9): the pages load until the card is there.
  await page.goto(`/${DEMO}/speakers?id=${samira?.userId}&speaker=true`);
  const samiraCard = card(page, SPEAKER);
  // Her card is a few pages down: they load one after another before it comes into view.
  await expect(samiraCard).toBeFocused({ timeout: 30_000 });
  await expect(samiraCard).toHaveAttribute('data-highlighted', 'true');
  await expect(samiraCard.getByRole('button', { name: /^Send a message/ })).toHaveCount(0);
  await expect(samiraCard.getByRole('button', { name: `Bookmark ${SPEAKER}` })).toBeVisible();
  await page.context().close();
});

test('an attendee finds people whatever their accents and starts a conversation from a card', async ({ browser }) => {
  const page = await signedInPage(browser, 'attendee@demo.atrium.test', { path: `/${DEMO}/all-participants` });
  await expect(page.getByRole('heading', { level: 1, name: 'All participants' })).toBeVisible({ timeout: 20_000 });
  await expect(cards(page).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // "Élo" and "elo" find the same people, among them an Élodie.
  const accented = (await directory(page, { search: 'Élo' })).list;
  const plain = (await directory(page, { search: 'elo' })).list;
  expect(accented.total).toBeGreaterThan(0);
  expect(plain.total).toBe(accented.total);
  const elodie = accented.items.find((p) => p.firstName === 'Élodie');
  expect(elodie).toBeDefined();
  const search = page.getByRole('searchbox', { name: 'Search participants' });
  const count = page.getByTestId('directory-count');
  await search.fill('Élo');
  await expect(page).toHaveURL(/[?&]search=%C3%89lo/);
  await expect(count).toHaveText(`${accented.total} found`);
  await expect(card(page, `${elodie?.firstName} ${elodie?.lastName}`).first()).toBeVisible();
  await search.fill('elo');
  await expect(page).toHaveURL(/[?&]search=elo/);
  await expect(card(page, `${elodie?.firstName} ${elodie?.lastName}`).first()).toBeVisible();
  await expect(count).toHaveText(`${plain.total} found`);

  // A message to someone else opens the conversation with them.
  await search.fill(SPEAKER);
  await card(page, SPEAKER)
    .getByRole('button', { name: `Send a message to ${SPEAKER}` })
    .click();
  await expect(
    page.getByTestId('chat-box').filter({ has: page.getByRole('heading', { name: SPEAKER }) }),
  ).toBeVisible();
  await page.context().close();
});

test('on a phone the cards stand in one column, without the send-message button', async ({ browser }) => {
  const page = await signedInPage(browser, 'attendee@demo.atrium.test', {
    path: `/${DEMO}/speakers`,
    viewport: { width: 390, height: 844 },
  });
  await expect(cards(page).nth(1)).toBeVisible();
  const [first, second] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
  expect(first?.width).toBe(320);
  expect(second?.x).toBe(first?.x);
  expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  await expect(page.getByRole('button', { name: /^Send a message/ })).toHaveCount(0);
  await expect(page.getByTestId('directory-count')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.context().close();
});
