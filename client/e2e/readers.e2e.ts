import type { Book, Writing } from '@inkreel/shared';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { keepScreenshot } from './support/screenshots';

test.describe('search and the story reader', () => {
  test('finds a book by a word of its title and a story by its author', async ({
    page,
    request,
    apiURL,
  }) => {
    const books = (await (await request.get(`${apiURL}/api/books/random`)).json()) as Book[];
    const book = books[0];
    if (!book) throw new Error('no books seeded');
    const word = book.title.split(/\s+/).find((w) => w.length > 3) ?? book.title;

    await page.goto('/');
    const box = page.getByRole('searchbox');
    await box.fill(word.toLowerCase());
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    const bookGroup = page.getByRole('region', { name: /^Books/ });
    await expect(bookGroup.getByRole('link', { name: book.title })).toBeVisible();
    for (const kind of ['Videos', 'Music', 'Stories', 'Poems'])
      await expect(
        page.getByRole('heading', { name: new RegExp(`^${kind} \\(\\d+\\)$`) }),
      ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const stories = (await (await request.get(`${apiURL}/api/stories?limit=1`)).json()) as {
      stories: Writing[];
    };
    const story = stories.stories[0];
    if (!story) throw new Error('no stories seeded');
    await page.goto(`/search?q=${encodeURIComponent(story.uploadedBy.name)}`);
    const storyGroup = page.getByRole('region', { name: /^Stories/ });
    await expect(storyGroup.getByRole('link', { name: story.title })).toBeVisible();
    await page.reload();
    await expect(storyGroup.getByRole('link', { name: story.title })).toBeVisible();
    await keepScreenshot(page, 'search-1280-dark', { fullPage: true });
  });

  test('keeps reader settings across a reload and passes axe', async ({
    page,
    request,
    apiURL,
  }) => {
    const stories = (await (await request.get(`${apiURL}/api/stories?limit=1`)).json()) as {
      stories: Writing[];
    };
    const story = stories.stories[0];
    if (!story) throw new Error('no stories seeded');
    await page.goto(`/stories/story/${story._id}`);
    await expect(page.getByRole('heading', { name: story.title })).toBeVisible();
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByText('Reading settings').click();
    await page.getByRole('button', { name: 'Larger text' }).click();
    await page.getByLabel('Typeface').selectOption('sans');
    await page.getByRole('radio', { name: 'Sepia' }).check();
    // The story is the page's first article: its comments are articles too.
    const article = page.getByRole('article').first();
    await expect(article).toHaveClass(/reader-theme-sepia/);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(article).toHaveClass(/reader-theme-sepia/);
    await expect(article).toHaveClass(/reader-font-sans/);
    await expect(article).toHaveAttribute('style', /--reader-size: 1.3rem/);
    await keepScreenshot(page, 'reader-1280-sepia', { fullPage: true });
    // A fresh load at phone width, as a phone would open it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(article).toHaveClass(/reader-theme-sepia/);
    await keepScreenshot(page, 'reader-390-sepia', { fullPage: true });
  });
});

test.describe('search against a provider without the search call', () => {
  // The app's service worker would fetch /api calls out of the test's sight.
  test.use({ serviceWorkers: 'block' });

  test('falls back to the list calls and says results may be incomplete', async ({
    page,
    request,
    apiURL,
  }) => {
    const books = (await (await request.get(`${apiURL}/api/books/random`)).json()) as Book[];
    const book = books[0];
    if (!book) throw new Error('no books seeded');
    const word = book.title.split(/\s+/).find((w) => w.length > 3) ?? book.title;
    await page.route('**/api/search?**', (route) =>
      route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'Not found' } }),
    );
    // Random batches rotate through the catalogue, so the page's own batch would hold other
    // books than the one picked above: it gets the same batch.
    await page.route('**/api/books/random', (route) => route.fulfill({ json: books }));

    await page.goto(`/search?q=${encodeURIComponent(word.toUpperCase())}`);
    await expect(page.getByText(/^Results may be incomplete/)).toBeVisible();
    const bookGroup = page.getByRole('region', { name: /^Books/ });
    await expect(bookGroup.getByRole('link', { name: book.title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/search?q=zzzqqxnothing');
    await expect(page.getByText(/^Results may be incomplete/)).toBeVisible();
    // One answer for all five kinds, not five empty sections.
    await expect(
      page.getByRole('heading', { name: 'No results for “zzzqqxnothing”' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Books/ })).toHaveCount(0);
  });
});
