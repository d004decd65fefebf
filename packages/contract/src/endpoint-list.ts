import type { Endpoint } from './endpoint';
import { staffRoleLabels } from './staff-role-values';

const who: Record<Endpoint['access'], string> = {
  public: 'anyone',
  account: 'signed in',
  member: 'members',
  staff: 'staff',
};

/** "staff: Reviewer" for a staff endpoint (administrators may call every one), else who may call it. */
const callers = (endpoint: Endpoint) =>
  endpoint.access === 'staff' ? `staff: ${endpoint.staffRoles.map((role) => staffRoleLabels[role]).join(', ')}` : who[endpoint.access];

/** Markdown cells hold no pipe or line break of their own. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/**
 * The API's endpoints as a Markdown table, in the order of the table (docs/api-endpoints.md is this,
 * written by `npm run generate:endpoints`; a test fails when the file and the table differ).
 */
export function endpointListMarkdown(endpoints: Readonly<Record<string, Endpoint>>): string {
  const rows = Object.entries(endpoints).map(
    ([name, endpoint]) =>
      `| ${endpoint.method} | \`${endpoint.path}\` | \`${name}\` | ${callers(endpoint)} | ${endpoint.kind} | ${cell(endpoint.summary)} |`,
  );
  return [
    '# API endpoints',
    '',
    'Generated from the endpoint table (packages/contract/src/endpoints) by `npm run generate:endpoints`:',
    'do not edit by hand. Paths are relative to `/api/v1`; docs/api.md explains each answer. A staff',
    'endpoint names the staff roles that may call it; an administrator may call every one.',
    '',
    '| method | path | name | who | kind | summary |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/**
 * The endpoints' methods and paths alone, as TypeScript (src/endpoint-routes.ts is this, written by
 * `npm run generate:endpoints`): what a web call needs at run time, without the schemas and zod,
 * so that a page light enough to do without them can still call through the table.
 */
export function endpointRoutesSource(endpoints: Readonly<Record<string, Endpoint>>): string {
  const rows = Object.entries(endpoints).map(([name, endpoint]) => {
    const staffRoles = endpoint.access === 'staff' ? `, staffRoles: [${endpoint.staffRoles.map((role) => `'${role}'`).join(', ')}]` : '';
    return `  ${name}: { method: '${endpoint.method}', path: '${endpoint.path}'${staffRoles} },`;
  });
  return [
    '// Generated from the endpoint table (src/endpoints) by `npm run generate:endpoints`: do not edit by hand.',
    '',
    '/** Each endpoint\'s method and path (and a staff endpoint\'s roles), by name, without its schemas (src/endpoint-list.ts says why). */',
    'export const endpointRoutes = {',
    ...rows,
    '} as const;',
    '',
  ].join('\n');
}
