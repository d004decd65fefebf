// Keeps the repository explaining itself: run by `npm run lint`.
//   node scripts/check-references.mjs
// Fails when a file cites something a reader of the repository cannot open (a document kept
// outside it, a numbered issue, a section of a specification), or when a pointer into docs/ (a
// file, a heading, a decision record) or a relative link in a Markdown page leads nowhere.
// A rule belongs in docs/architecture.md, docs/domain.md, docs/api.md or a decision record, and
// the comment points there (CONTRIBUTING.md, "Where things are written down").
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const self = relative(root, fileURLToPath(import.meta.url));

/** What a reader of the repository alone cannot follow, and what to write instead. */
const outsideReferences = [
  { pattern: /\.\.\/shared\b|\bshared\/(?:ref|spec)\b/g, why: 'a path outside the repository' },
  { pattern: /\b(?:DESIGN|STYLE|STACK)(?:\.md)?\b/g, why: 'a document that is not in the repository' },
  { pattern: /\bissues? #?\d+/gi, why: 'a numbered issue' },
  { pattern: /\bspec(?:ification)?\s*§|\bproduct-spec\b/gi, why: 'a section of a specification' },
];

/** Generated or third-party text, which cites nothing of ours. */
const notOurs = [/(^|\/)package-lock\.json$/, /\.generated\.ts$/, /\.(png|jpe?g|gif|ico|webp|woff2?|pdf|br|gz)$/];

function repositoryFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file && file !== self && !notOurs.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(join(root, file)) && statSync(join(root, file)).isFile());
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsByPage = new Map();
function anchorsOf(page) {
  if (!anchorsByPage.has(page)) {
    const headings = readFileSync(page, 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm);
    anchorsByPage.set(page, new Set(Array.from(headings, ([, heading]) => anchorOf(heading))));
  }
  return anchorsByPage.get(page);
}

/** Why `target` (a path, perhaps with `#anchor`) leads nowhere, or undefined when it leads somewhere. */
function brokenTarget(target, from) {
  const [path, anchor] = target.split('#');
  const absolute = path ? resolve(from, decodeURI(path)) : undefined;
  if (absolute !== undefined && !existsSync(absolute)) return `${target}: no such file`;
  if (anchor && absolute !== undefined && absolute.endsWith('.md') && !anchorsOf(absolute).has(anchor)) return `${target}: no such heading`;
  return undefined;
}

const decisions = readdirSync(join(root, 'docs/decisions'));
/** Each problem once, though two passes (a docs/ pointer that is also a Markdown link) find it. */
const problems = new Set();

for (const file of repositoryFiles()) {
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const { pattern, why } of outsideReferences) {
      for (const [found] of line.matchAll(pattern)) {
        problems.add(`${where}: "${found}" is ${why}; point at docs/ or a file in the repository instead`);
      }
    }
    // Pointers into docs/ from anywhere: `docs/domain.md#claims`, `docs/decisions/0005`.
    for (const [, target] of line.matchAll(/\bdocs\/([\w./-]+\.md(?:#[\w-]+)?)/g)) {
      const broken = brokenTarget(target, join(root, 'docs'));
      if (broken) problems.add(`${where}: docs/${broken}`);
    }
    for (const [, number] of line.matchAll(/\bdocs\/decisions\/(\d{4})\b/g)) {
      if (!decisions.some((name) => name.startsWith(`${number}-`))) problems.add(`${where}: no decision record ${number}`);
    }
    // Relative links of Markdown pages.
    if (file.endsWith('.md')) {
      for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const broken = target.startsWith('#') ? brokenTarget(`${file.split('/').pop()}${target}`, dirname(join(root, file))) : brokenTarget(target, dirname(join(root, file)));
        if (broken) problems.add(`${where}: ${broken}`);
      }
    }
  });
}

if (problems.size > 0) {
  console.error(`check-references: ${problems.size} reference(s) a reader of the repository cannot follow:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
