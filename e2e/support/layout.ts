import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * What is wrong with how an element shows, in the page: text cut off inside it (a box narrower than
 * its content, which hides the rest), or the element sticking out of the screen or of an ancestor
 * that clips it. Runs in the page.
 */
function clippingOf(element: Element): string[] {
  const problems: string[] = [];
  const describe = (node: Element) => `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 2).join('.')} "${node.textContent?.trim().slice(0, 30) ?? ''}"`;
  for (const node of [element, ...element.querySelectorAll('*')]) {
    if (node instanceof HTMLElement && node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible') {
      problems.push(`${describe(node)} shows ${node.clientWidth}px of its ${node.scrollWidth}px`);
    }
  }
  const box = element.getBoundingClientRect();
  if (box.left < -1 || box.right > document.documentElement.clientWidth + 1) problems.push(`${describe(element)} leaves the screen (${Math.round(box.left)} to ${Math.round(box.right)}px)`);
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
    if (getComputedStyle(ancestor).overflowX === 'visible') continue;
    const frame = ancestor.getBoundingClientRect();
    if (box.left < frame.left - 1 || box.right > frame.right + 1) problems.push(`${describe(element)} sticks out of ${describe(ancestor)}`);
  }
  return problems;
}

/** The element shows whole: nothing in it cut off, nothing of it outside the screen or a box that clips it. */
export async function expectWhole(element: Locator): Promise<void> {
  expect(await element.evaluate(clippingOf)).toEqual([]);
}

/** The lines the element's text takes on screen: the distinct rows its text fragments sit on. */
export function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rows: number[] = [];
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      // Fragments of one line overlap vertically; a new line starts below the previous ones' middle.
      if (!rows.some((middle) => Math.abs(middle - (rect.top + rect.bottom) / 2) < rect.height / 2)) rows.push((rect.top + rect.bottom) / 2);
    }
    return rows.length;
  });
}
