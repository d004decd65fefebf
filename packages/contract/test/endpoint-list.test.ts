import { describe, expect, it } from 'vitest';
import { endpointListMarkdown, endpointRoutesSource } from '../src/endpoint-list';
import { endpoints } from '../src/index';

describe('the endpoint list of the docs', () => {
  it('is the endpoint table as it is (npm run generate:endpoints writes it anew)', async () => {
    await expect(endpointListMarkdown(endpoints)).toMatchFileSnapshot('../../../docs/api-endpoints.md');
  });

  it('has its methods and paths alone in src/endpoint-routes.ts (npm run generate:endpoints writes it anew)', async () => {
    await expect(endpointRoutesSource(endpoints)).toMatchFileSnapshot('../src/endpoint-routes.ts');
  });

  it('keeps a summary on one line of its row', () => {
    const markdown = endpointListMarkdown({
      x: { method: 'GET', path: '/x', summary: 'One | two\n three', tags: [], access: 'staff', staffRoles: ['reviewer', 'disputes'], kind: 'json' },
    });
    expect(markdown).toContain('| GET | `/x` | `x` | staff: Reviewer, Disputes | json | One \\| two three |');
  });
});
