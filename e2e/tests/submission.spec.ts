import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO } from './support/atrium.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInPage } from './support/hub.ts';
import { posterPng } from './support/poster-png.ts';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results');

/** The demo speaker owns presentations and posters; the demo asks two questions of all of them. */
const SPEAKER = 'speaker@demo.atrium.test';

/** A minimal valid PDF (one empty page), made here so the journey needs no file on disk. */
function pdfBuffer(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small MP3: an empty ID3v2.3 tag, then a few silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz). */
function mp3Buffer(): Buffer {
  const tag = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([tag, frame, frame, frame, frame]);
}

/** Holds the PUT of the bytes a moment, so the progress of the upload can be seen. */
async function slowUploads(page: Page): Promise<void> {
  await page.route('**/files/**', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 1_200));
    await route.continue();
  });
}

/** Answers every permission question of the dialog with Yes. */
async function answerQuestions(dialog: Locator): Promise<void> {
  // The demo asks its questions of every presentation: wait for them (the dialog loads on first use).
  await expect(dialog.getByTestId('permission-questions')).toBeVisible();
  const groups = dialog.getByTestId('permission-questions').getByRole('radiogroup');
  const count = await groups.count();
  for (let i = 0; i < count; i += 1) await groups.nth(i).getByRole('radio', { name: 'Yes' }).check();
}

async function uploadInto(dialog: Locator, area: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const zone = dialog.getByTestId(`file-area-${area}`);
  await zone.locator('input[type=file]').setInputFiles(file);
  // The progress shows while the bytes travel, then the upload completes.
  await expect(zone).toContainText('Uploading');
  await expect(zone).toContainText('Upload complete', { timeout: 20_000 });
}

test('a speaker answers the questions, uploads a poster and its audio, opens and removes the poster file', async ({
  browser,
}) => {
  const page = await signedInPage(browser, SPEAKER, { path: `/${DEMO}/` });
  await page.getByTestId('nav-drawer').getByRole('link', { name: 'Submission' }).click();
  await expect(page).toHaveURL(/\/DEMO\/submit\/presentations$/);
  await page.getByTestId('submit-nav').getByRole('link', { name: 'Posters' }).click();
  await expect(page).toHaveURL(/\/DEMO\/submit\/posters$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Posters' })).toBeVisible();
  await expect(page.getByTestId('submit-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  const row = page
    .getByTestId('submit-row')
    .filter({ has: page.getByRole('button', { name: 'Upload files' }) })
    .first();
  const code = (await row.getByRole('cell').first().innerText()).trim();
  const posterRow = page.getByTestId('submit-row').filter({ hasText: code });
  await row.getByRole('button', { name: 'Upload files' }).click();

  const dialog = page.getByTestId('upload-dialog');
  await expect(dialog).toBeVisible();
  // spec 3 §2: a full-screen dialog, on a desktop too.
  const paper = await dialog.locator('.MuiDialog-paper').boundingBox();
  expect(paper?.width).toBe(page.viewportSize()?.width);
  const finish = dialog.getByRole('button', { name: 'Finish uploading' });
  // spec 3 §4: Finish and the file areas wait for the answers.
  await expect(finish).toBeDisabled();
  await expect(dialog.getByTestId('answer-first')).toBeVisible();
  // A way out without finishing, while nothing can be stored yet.
  await expect(dialog.getByRole('button', { name: 'Not now' })).toBeVisible();
  // FilePond offers no file input while disabled.
  await expect(dialog.getByTestId('file-area-poster')).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByTestId('file-area-poster').locator('input[type=file]')).toHaveCount(0);
  await expect(dialog.getByTestId('permission-questions').getByRole('radiogroup')).toHaveCount(2);
  await expectNoSeriousViolations(page, '[data-testid="upload-dialog"]');
  await answerQuestions(dialog);
  await expect(finish).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Not now' })).toHaveCount(0);
  await expect(dialog.getByTestId('file-area-poster')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByTestId('file-area-poster').locator('input[type=file]')).toBeEnabled();

  await slowUploads(page);
  await uploadInto(dialog, 'poster', { name: 'my-poster.pdf', mimeType: 'application/pdf', buffer: pdfBuffer() });
  await uploadInto(dialog, 'audio', { name: 'commentary.mp3', mimeType: 'audio/mpeg', buffer: mp3Buffer() });
  await expect(dialog.getByTestId('stored-file').filter({ hasText: 'my-poster.pdf' })).toBeVisible();
  await expectNoSeriousViolations(page, '[data-testid="upload-dialog"]');
  await finish.click();
  await expect(dialog).toBeHidden();

  // spec 3 §2: Manage files, in green, once a file exists.
  const manage = posterRow.getByRole('button', { name: 'Manage files' });
  await expect(manage).toBeVisible();
  await expect(manage).toHaveClass(/MuiButton-colorSuccess/);

  // Reopened: the stored files are there; the PDF opens in a new tab.
  await manage.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('file-area-poster')).toContainText('my-poster.pdf');
  const answered = page
    .context()
    .waitForEvent('response', (r) => r.url().includes('/files/') && r.request().method() === 'GET');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByTestId('stored-file').filter({ hasText: 'my-poster.pdf' }).click(),
  ]);
  expect((await answered).status()).toBe(200);
  await popup.close();

  // Removing asks first (spec 3 §2), then the file is gone.
  await dialog.getByTestId('file-area-poster').getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByTestId('submit-confirm');
  await expect(confirm).toContainText('Are you sure you want to delete my-poster.pdf?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByTestId('stored-file').filter({ hasText: 'my-poster.pdf' })).toHaveCount(0);
  const posterZone = dialog.getByTestId('file-area-poster');
  await expect(posterZone).not.toContainText('my-poster.pdf');
  // What the areas show after the removal: nothing made up in the poster's (no "[object Object]",
  // no second upload), the audio file as it was.
  await expect(posterZone.locator('.filepond--item')).toHaveCount(0);
  const audioZone = dialog.getByTestId('file-area-audio');
  await expect(audioZone.locator('.filepond--item')).toHaveCount(1);
  await expect(audioZone.locator('.filepond--item')).toContainText('commentary.mp3');
  for (const zone of [posterZone, audioZone]) {
    await expect(zone).not.toContainText('[object Object]');
    await expect(zone).not.toContainText('Uploading');
    await expect(zone).not.toContainText('invalid type');
  }
  await finish.click();
  // The audio file is still there: the row keeps its green Manage files.
  await expect(posterRow.getByRole('button', { name: 'Manage files' })).toBeVisible();
  await page.context().close();
});

test('a speaker hands in a poster as a PNG picture with an abstract; the player shows the picture and offers the abstract', async ({
  browser,
}) => {
  const page = await signedInPage(browser, SPEAKER, { path: `/${DEMO}/submit/posters` });
  const row = page
    .getByTestId('submit-row')
    .filter({ has: page.getByRole('button', { name: 'Upload files' }) })
    .first();
  await expect(row).toBeVisible();
  const code = (await row.getByRole('cell').first().innerText()).trim();
  await row.getByRole('button', { name: 'Upload files' }).click();
  const dialog = page.getByTestId('upload-dialog');
  await answerQuestions(dialog);
  // The areas say what they take: pictures for posters, PDF, Word or text for the abstract.
  await expect(dialog).toContainText('PowerPoint (.ppt, .pptx), PDF or an image (.jpg, .png), one file');
  await expect(dialog).toContainText('PDF, Word (.docx) or text (.txt), one file');
  await slowUploads(page);
  await uploadInto(dialog, 'poster', { name: 'my-poster.png', mimeType: 'image/png', buffer: posterPng() });
  const abstract = 'Background: wearable sensors after surgery.\nResults: recovery was faster.\n';
  await uploadInto(dialog, 'abstract', {
    name: 'my-abstract.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(abstract),
  });
  await expect(dialog.getByTestId('stored-file').filter({ hasText: 'my-poster.png' })).toBeVisible();
  await expect(dialog.getByTestId('stored-file').filter({ hasText: 'my-abstract.txt' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Finish uploading' }).click();
  await expect(dialog).toBeHidden();

  // The poster's page in the player, found through the speaker's own list.
  const eventId = ((await (await page.request.get(`/api/platform/${DEMO}`)).json()) as { eventId: number }).eventId;
  const tokens = await page.evaluate((key) => window.localStorage.getItem(key), `atrium.tokens.${eventId}`);
  const { accessToken } = JSON.parse(tokens ?? '{}') as { accessToken: string };
  const mine = (await (
    await page.request.get(`/api/v2/platform/${eventId}/submit/presentations?posters=true`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json()) as { id: number; internalCode: string; title: string; session: { id: number } | null }[];
  const poster = mine.find((p) => p.internalCode === code);
  expect(poster?.session).not.toBeNull();
  await page.goto(`/${DEMO}/session/${poster?.session?.id}/presentation/${poster?.id}`);
  const viewer = page.getByTestId('image-poster');
  const picture = viewer.getByRole('img', { name: poster?.title });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await expect(page.getByTestId('pdf-viewer')).toHaveCount(0);
  // Fitted first, whole in view; zoomed, wider than its frame, which scrolls; fitted again.
  const frame = viewer.getByRole('region');
  const fits = () => frame.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight);
  expect(await fits()).toBe(true);
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(picture).toHaveAttribute('data-zoom', '1.5');
  expect(await fits()).toBe(false);
  await viewer.getByRole('button', { name: 'Fit to the screen' }).click();
  await expect(picture).toHaveAttribute('data-zoom', '1');
  await expectNoSeriousViolations(page);

  // The details offer the abstract, which downloads the speaker's text.
  const download = page.getByTestId('details-tab').getByRole('link', { name: 'Abstract' });
  await expect(download).toBeVisible();
  const href = (await download.getAttribute('href')) ?? '';
  expect(href).toMatch(/my-abstract\.txt\?.*signature=/);
  expect(await (await page.request.get(href)).text()).toBe(abstract);

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 960 ? 900 : 812 });
    await expect(picture).toBeVisible();
    await expect.poll(() => fits()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, `submission-poster-picture-player-${width}.png`) });
  }
  await expectNoSeriousViolations(page);
  await page.context().close();
});

test('the session list shows a presentation’s files view only', async ({ browser }) => {
  const page = await signedInPage(browser, SPEAKER, { path: `/${DEMO}/submit/presentations` });
  // A presentation with a file first.
  const row = page.getByTestId('submit-row').first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Upload files|Manage files/ }).click();
  const dialog = page.getByTestId('upload-dialog');
  await answerQuestions(dialog);
  const zone = dialog.getByTestId('file-area-presentation');
  await zone
    .locator('input[type=file]')
    .setInputFiles({ name: 'slides.pdf', mimeType: 'application/pdf', buffer: pdfBuffer() });
  await expect(zone).toContainText('Upload complete', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Finish uploading' }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('submit-nav').getByRole('link', { name: 'Sessions' }).click();
  await expect(page).toHaveURL(/\/DEMO\/submit\/sessions$/);
  const sessions = page.getByTestId('submit-session-row');
  await expect(sessions.first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Date' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Room' })).toBeVisible();
  // Expand the sessions until the one with the file shows its View files button.
  const view = page.getByRole('button', { name: 'View files' });
  for (let i = 0; i < (await sessions.count()) && (await view.count()) === 0; i += 1) {
    await sessions
      .nth(i)
      .getByRole('button', { name: /^Show the presentations of/ })
      .click();
  }
  await expect(view.first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await view.first().click();
  await expect(dialog).toBeVisible();
  // spec 3 §2: no questions, no removing or reverting, Finish always allowed.
  await expect(dialog.getByTestId('permission-questions')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expect(dialog.locator('input[type=file]')).toHaveCount(0);
  await expect(dialog.getByTestId('stored-file').filter({ hasText: 'slides.pdf' })).toBeVisible();
  await expectNoSeriousViolations(page, '[data-testid="upload-dialog"]');
  await dialog.getByRole('button', { name: 'Finish uploading' }).click();
  await expect(dialog).toBeHidden();
  await page.context().close();
});

test('on a phone the poster list fits the screen and the dialog fills it, all by keyboard', async ({ browser }) => {
  const viewport = { width: 390, height: 844 };
  const page = await signedInPage(browser, SPEAKER, { path: `/${DEMO}/submit/posters`, viewport });
  const row = page.getByTestId('submit-row').first();
  await expect(row).toBeVisible();
  // The author column folds under the title; nothing scrolls sideways.
  await expect(page.getByRole('columnheader', { name: 'Author' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousViolations(page);

  const action = row.getByRole('button', { name: /Upload files|Manage files/ });
  await action.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('upload-dialog');
  await expect(dialog).toBeVisible();
  const paper = await dialog.locator('.MuiDialog-paper').boundingBox();
  expect(paper?.width).toBe(viewport.width);
  // Answer by keyboard: focus each Yes and press Space.
  const groups = dialog.getByTestId('permission-questions').getByRole('radiogroup');
  for (let i = 0; i < (await groups.count()); i += 1) {
    const yes = groups.nth(i).getByRole('radio', { name: 'Yes' });
    await yes.focus();
    await page.keyboard.press('Space');
    await expect(yes).toBeChecked();
  }
  const finish = dialog.getByRole('button', { name: 'Finish uploading' });
  await expect(finish).toBeEnabled();
  await finish.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await page.context().close();
});
