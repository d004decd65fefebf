/**
 * What every journey checks beside its own steps, on every page it opens (the test's page, pages
 * opened from it, and the browsers of other people it starts):
 * - the browser's console shows no error and the page throws none;
 * - no request fails and no answer is 400 or more, but those the test declares it expects;
 * - each screen it visits has no serious or critical accessibility violation (axe, WCAG 2.2 AA);
 * - at phone size, no screen scrolls sideways.
 * A screen is checked once it has settled, before the journey's first step on it, and once more at
 * the end, in the projects that check screens (checkScreens), which also keep a screenshot of each.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, ConsoleMessage, Page, Request, Response, TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules axe tags for each. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
/** Only violations are read: axe then skips describing every element that passes. */
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
/**
 * axe-core itself, loaded into a page once per document. (@axe-core/playwright loads its half a
 * megabyte twice for every check, which took four times as long as the check itself.)
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A screen has settled when nothing has been asked of the network for this long (the notification stream aside). */
const NETWORK_QUIET_MS = 150;
/** How long a screen may take to settle; past that it is checked as it is. */
const SETTLE_TIMEOUT_MS = 10_000;
const POLL_MS = 50;

/**
 * `fail`: a screen's accessibility or layout problem fails the test, as in CI. `report`: they are
 * printed and attached but the test goes on, to see every problem of a run while fixes are under way.
 */
export type PageCheckMode = 'fail' | 'report';

export type PageGuardOptions = {
  isPhone: boolean;
  /** Check screens (axe, sideways scrolling) and keep their screenshots; errors and requests are always watched. */
  checkScreens: boolean;
  pageChecks: PageCheckMode;
};

/** One thing wrong on a page: `browser` problems (errors, failed requests) always fail; `screen` ones follow PageCheckMode. */
export type PageProblem = {
  kind: 'console' | 'page-error' | 'request' | 'axe' | 'horizontal-scroll' | 'check';
  severity: 'browser' | 'screen';
  /** The page's path and query: the host and port change from run to run. */
  url: string;
  rule?: string;
  impact?: string;
  targets?: string[];
  message: string;
};

type ExpectedRequestFailure = { url: RegExp; status?: number };

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** A file name for a screen's screenshot: its order in the test, whose browser, and its path. */
function screenshotName(order: number, who: string, url: string, moment: string): string {
  const path = pathOf(url).replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';
  return `${String(order).padStart(2, '0')}-${who}-${path.slice(0, 80)}${moment ? `-${moment}` : ''}.png`;
}

/** Requests in flight on one page, and when the network was last busy. */
class NetworkActivity {
  private readonly inFlight = new Set<Request>();
  private lastActivity = Date.now();

  constructor(page: Page) {
    // The notification stream stays open as long as the page: it is never "in flight" for settling.
    const isTracked = (request: Request) => request.resourceType() !== 'eventsource';
    page.on('request', (request) => {
      if (!isTracked(request)) return;
      this.inFlight.add(request);
      this.lastActivity = Date.now();
    });
    const done = (request: Request) => {
      if (this.inFlight.delete(request)) this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Counts as activity: what the screen asks for just after it changed must have the time to start. */
  touch(): void {
    this.lastActivity = Date.now();
  }

  isQuiet(): boolean {
    return this.inFlight.size === 0 && Date.now() - this.lastActivity >= NETWORK_QUIET_MS;
  }
}

/**
 * Whether the page shows its final state: no loader, no list marked busy while it loads again (it is
 * dimmed then), no transition or animation that ends (spinners never do), and nothing shown partway
 * transparent. The last is for toasts and dialogs: Mantine mounts them transparent, with the opacity
 * in their style, and starts the transition that brings them in a frame later. Checked in between,
 * a toast's grey text fails its contrast.
 */
function screenIsStill(): boolean {
  if (document.querySelector('[role="status"][aria-label^="Loading"], [aria-busy="true"]')) return false;
  const isFading = [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].some(
    (element) => element.checkVisibility() && Number(getComputedStyle(element).opacity) < 1,
  );
  if (isFading) return false;
  return document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
}

/**
 * At phone size: how wide the page is, and the elements that stick out furthest past `screenWidth`.
 * The screen's width comes from the test: on a mobile viewport the browser zooms out to fit a page
 * that is too wide, and window.innerWidth grows with it.
 */
function sidewaysOverflow(screenWidth: number): { scrollWidth: number; widest: string[] } {
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
    return `${element.tagName.toLowerCase()}${id}${classes} "${label}" (right edge ${Math.round(element.getBoundingClientRect().right)}px)`;
  };
  const overflowing = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > screenWidth + 1);
  // The outermost elements that stick out say where to look; their children only repeat them.
  const outermost = overflowing.filter((element) => !(element.parentElement && overflowing.includes(element.parentElement)));
  return { scrollWidth: document.documentElement.scrollWidth, widest: outermost.slice(0, 5).map(describe) };
}

/**
 * The page marks its screen as checked on <body>; the marker goes whenever the screen changes: a
 * route change (the history API), a page load (a new <body>), or a dialog opening. Runs in the page.
 */
function unmarkOnScreenChange(marker: string): void {
  const unmark = () => document.body?.removeAttribute(marker);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      unmark();
    };
  }
  addEventListener('popstate', unmark);
  new MutationObserver((records) => {
    const opensDialog = records.some((record) =>
      [...record.addedNodes].some((node) => node instanceof Element && (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]') !== null)),
    );
    if (opensDialog) unmark();
  }).observe(document, { childList: true, subtree: true });
}

const CHECKED_MARKER = 'data-journey-screen-checked';

/** The open dialogs' titles: with the URL, what tells one screen from another. */
function openDialogs(): string {
  return [...document.querySelectorAll('[role="dialog"]')]
    .map((dialog) => dialog.getAttribute('aria-label') ?? document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? 'dialog')
    .join(' + ');
}

/** One page under watch. */
type WatchedPage = { page: Page; who: string; network: NetworkActivity };

export class PageGuard {
  private readonly problems: PageProblem[] = [];
  private readonly seenProblems = new Set<string>();
  private readonly expectedRequestFailures: ExpectedRequestFailure[] = [];
  private readonly expectedConsoleErrors: RegExp[] = [];
  private readonly watched: WatchedPage[] = [];
  private readonly contexts: BrowserContext[] = [];
  private screenshotsTaken = 0;
  /** The screens checked so far (URL and open dialogs): going back to one does not check it again. */
  private readonly screensChecked = new Set<string>();
  private isFinished = false;

  constructor(
    private readonly testInfo: TestInfo,
    private readonly options: PageGuardOptions,
  ) {}

  /**
   * Declares a failure the journey causes on purpose (a wrong password's 401), so that it does not
   * fail the test: a request to a URL matching `url`, answered with `status` (any failure when omitted).
   */
  expectFailedRequest(url: RegExp, status?: number): void {
    this.expectedRequestFailures.push(status === undefined ? { url } : { url, status });
  }

  /** Declares a console error the journey causes on purpose. */
  expectConsoleError(text: RegExp): void {
    this.expectedConsoleErrors.push(text);
  }

  /**
   * Watches `page` from now on. Each new screen is checked before the first action or assertion the
   * test makes on it (Playwright's locator handler runs first), once it has settled: every screen the
   * journey works with is checked, whatever its pace, and those it only passes through are not.
   */
  async watch(page: Page, who: string): Promise<void> {
    const watched: WatchedPage = { page, who, network: new NetworkActivity(page) };
    this.watched.push(watched);
    page.on('console', (message) => this.onConsole(page, message));
    page.on('pageerror', (error) => this.record({ kind: 'page-error', severity: 'browser', url: pathOf(page.url()), message: error.stack ?? error.message }));
    page.on('requestfailed', (request) => this.onRequestFailed(request));
    page.on('response', (response) => this.onResponse(response));
    if (!this.options.checkScreens) return;
    await page.addInitScript(unmarkOnScreenChange, CHECKED_MARKER);
    await page.addLocatorHandler(page.locator(`body:not([${CHECKED_MARKER}])`), () => this.checkScreen(watched, ''), { noWaitAfter: true });
  }

  /** Closes a browser of someone else's when the test ends, after its pages' last checks. */
  adopt(context: BrowserContext): void {
    this.contexts.push(context);
  }

  /**
   * Checks each open page as it ends, closes the adopted browsers, and throws if anything went
   * wrong (screen problems only in `fail` mode).
   */
  async finish(): Promise<void> {
    for (const watched of this.watched) {
      if (this.options.checkScreens && !watched.page.isClosed()) await this.checkScreen(watched, 'end');
    }
    this.isFinished = true;
    await Promise.all(this.contexts.map((context) => context.close()));

    if (this.problems.length === 0) return;
    // Kept as a file too: a run's problems can then be summed up across its tests.
    const problemsFile = this.testInfo.outputPath('page-problems.json');
    writeFileSync(problemsFile, JSON.stringify(this.problems, null, 2));
    await this.testInfo.attach('page-problems.json', { path: problemsFile, contentType: 'application/json' });
    const failing = this.problems.filter((problem) => problem.severity === 'browser' || this.options.pageChecks === 'fail');
    const listed = this.problems.map((problem) => `- ${describeProblem(problem)}`).join('\n');
    if (failing.length > 0) throw new Error(`The journey's pages had ${this.problems.length} problem(s):\n${listed}`);
    console.log(`[${this.testInfo.project.name}] ${this.testInfo.title}: ${this.problems.length} screen problem(s), reported only (E2E_AXE=report):\n${listed}`);
    this.testInfo.annotations.push({ type: 'page checks', description: `${this.problems.length} screen problem(s), reported only` });
  }

  private record(problem: PageProblem): void {
    if (this.isFinished) return;
    const key = JSON.stringify([problem.kind, problem.url, problem.rule, problem.targets, problem.rule ? '' : problem.message]);
    if (this.seenProblems.has(key)) return;
    this.seenProblems.add(key);
    this.problems.push(problem);
  }

  private onConsole(page: Page, message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser logs each answer of 400 or more and each failed request: the network checks judge those.
    if (text.startsWith('Failed to load resource')) return;
    if (this.expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
    this.record({ kind: 'console', severity: 'browser', url: pathOf(page.url()), message: text });
  }

  private isExpected(url: string, status: number | undefined): boolean {
    return this.expectedRequestFailures.some((expected) => expected.url.test(url) && (expected.status === undefined || expected.status === status));
  }

  private onRequestFailed(request: Request): void {
    const error = request.failure()?.errorText ?? 'failed';
    // Cancelled by the page itself: a navigation that leaves, or the app aborting what it no longer needs.
    if (error === 'net::ERR_ABORTED') return;
    if (this.isExpected(request.url(), undefined)) return;
    this.record({ kind: 'request', severity: 'browser', url: pathOf(request.url()), message: `${request.method()} ${pathOf(request.url())} failed: ${error}` });
  }

  private onResponse(response: Response): void {
    if (response.status() < 400) return;
    if (this.isExpected(response.url(), response.status())) return;
    const request = response.request();
    this.record({ kind: 'request', severity: 'browser', url: pathOf(request.url()), message: `${request.method()} ${pathOf(response.url())} answered ${response.status()}` });
  }

  /** Waits until the screen has settled (SETTLE_TIMEOUT_MS at most: then it is checked as it is). */
  private async settle(watched: WatchedPage): Promise<void> {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    watched.network.touch();
    while (Date.now() < deadline) {
      if (watched.network.isQuiet() && (await watched.page.evaluate(screenIsStill))) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Checks the screen the page shows; `moment` names its screenshot (`end` for the last). */
  private async checkScreen(watched: WatchedPage, moment: string): Promise<void> {
    const { page } = watched;
    try {
      await this.settle(watched);
      if (!page.url().startsWith('http')) return;
      const url = pathOf(page.url());
      await page.evaluate((marker) => document.body.setAttribute(marker, ''), CHECKED_MARKER);
      const screen = `${url} ${await page.evaluate(openDialogs)}`;
      if (moment !== 'end' && this.screensChecked.has(screen)) return;
      this.screensChecked.add(screen);
      await this.checkAccessibility(page, url);
      if (this.options.isPhone) await this.checkWidth(page, url);
      await this.saveScreenshot(watched, url, moment);
    } catch (error) {
      // A page load that left the screen while it was read: the next screen gets its own check.
      if (page.isClosed() || /Execution context was destroyed|Target .* closed/.test(String(error))) return;
      this.record({ kind: 'check', severity: 'screen', url: pathOf(page.url()), message: `The screen could not be checked: ${String(error)}` });
      // Mark the screen all the same: one that cannot be checked must not hold the journey up at every step.
      await page.evaluate((marker) => document.body.setAttribute(marker, ''), CHECKED_MARKER).catch(() => undefined);
    }
  }

  private async checkAccessibility(page: Page, url: string): Promise<void> {
    // Legacy mode runs axe in the page itself; the other opens a blank page of its own in the browser.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    const results = await page.evaluate((options) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options), AXE_OPTIONS);
    for (const violation of results.violations) {
      if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) continue;
      this.record({
        kind: 'axe',
        severity: 'screen',
        url,
        rule: violation.id,
        impact: violation.impact,
        // The selector, and the start of the element's HTML: Mantine's generated ids and classes alone say little.
        targets: violation.nodes.map((node) => `${node.target.map(String).join(' ')}  ${node.html.replace(/\s+/g, ' ').slice(0, 140)}`),
        message: violation.help,
      });
    }
  }

  private async checkWidth(page: Page, url: string): Promise<void> {
    const screenWidth = page.viewportSize()?.width;
    if (screenWidth === undefined) return;
    const overflow = await page.evaluate(sidewaysOverflow, screenWidth);
    if (overflow.scrollWidth <= screenWidth) return;
    this.record({
      kind: 'horizontal-scroll',
      severity: 'screen',
      url,
      targets: overflow.widest,
      message: `The page is ${overflow.scrollWidth}px wide on a ${screenWidth}px screen`,
    });
  }

  private async saveScreenshot(watched: WatchedPage, url: string, moment: string): Promise<void> {
    this.screenshotsTaken += 1;
    const folder = this.testInfo.outputPath('screens');
    mkdirSync(folder, { recursive: true });
    const who = `${this.options.isPhone ? 'phone' : 'desktop'}-${watched.who}`;
    await watched.page.screenshot({ path: `${folder}/${screenshotName(this.screenshotsTaken, who, url, moment)}`, fullPage: true });
  }
}

export function describeProblem(problem: PageProblem): string {
  const what = problem.rule ? `${problem.kind} ${problem.rule} (${problem.impact ?? 'no impact'})` : problem.kind;
  const shown = problem.targets?.slice(0, 6) ?? [];
  const more = (problem.targets?.length ?? 0) - shown.length;
  const targets = `${shown.map((target) => `\n    · ${target}`).join('')}${more > 0 ? `\n    · and ${more} more` : ''}`;
  return `[${what}] ${problem.url}: ${problem.message}${targets}`;
}
