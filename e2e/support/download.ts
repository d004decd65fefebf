import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';

/** The name and text of a file the page downloads when `click` runs (a byte-order mark left out). */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: (await readFile(path)).toString('utf8').replace(/^\uFEFF/, '') };
}
