import { screen } from '@testing-library/react';
import { ok, stubApi } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { Component as MusicalWorksPage } from './musical-works';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

describe('the musical works page', () => {
  it('exports the works as the list is filtered now', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = stubApi({
      'GET /musical-works': ok([], listMeta(0)),
      'GET /catalogue/exports/works': { status: 200, body: 'Work code,Title\r\n' },
    });
    const { user } = renderWithProviders(<MusicalWorksPage />, { url: '/music-composition?q=harbour&status=registered', path: '/music-composition' });

    await user.click(await screen.findByRole('button', { name: 'Import / Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export (CSV)' }));

    expect(await screen.findByText('Downloaded works-export.csv')).toBeInTheDocument();
    const exportCall = calls.find((call) => call.path === '/catalogue/exports/works');
    expect(Object.fromEntries(queryOf(exportCall?.url ?? ''))).toEqual({ format: 'csv', q: 'harbour', status: 'registered' });
  });
});
