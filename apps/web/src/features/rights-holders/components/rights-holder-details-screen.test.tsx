import { screen, within } from '@testing-library/react';
import { createRightsHolder, createRightsHolderDetails, listMeta } from '../../../testing/catalogue-factories';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { RightsHolderDetailsScreen } from './rights-holder-details-screen';

function renderDetails(url: string) {
  return renderWithProviders(<RightsHolderDetailsScreen />, { url, path: '/rightsholder/details' });
}

describe('rights holder details', () => {
  it('shows identity, IPI, roles, nationality and registered works, with the ISNI pending', async () => {
    const holder = createRightsHolderDetails({
      name: 'Tunde Bello',
      ipi_name_number: '00014107338',
      ipi_base_number: 'I-000000229-7',
      roles: ['composer', 'arranger'],
      nationality: 'NG',
      works: [{ id: '00000000-0000-4000-8000-00000000a001', title: 'Harbour Lights', iswc: 'T0345246801', role: 'composer', in_dispute: false }],
    });
    const { calls } = stubApi({
      [`GET /rights-holders/${holder.id}`]: ok(holder),
      [`GET /user/rightsholder_isni/${holder.id}`]: ok({ isni_number: null }),
    });
    renderDetails(`/rightsholder/details?id=${holder.id}`);

    expect(await screen.findByRole('heading', { name: 'Tunde Bello' })).toBeInTheDocument();
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(await within(identity).findByText('Pending')).toBeInTheDocument();
    expect(identity).toHaveTextContent('00014107338');
    expect(identity).toHaveTextContent('I-000000229-7');
    expect(identity).toHaveTextContent('Composer');
    expect(identity).toHaveTextContent('Arranger');
    expect(await within(identity).findByText('Nigeria')).toBeInTheDocument();

    const works = screen.getByRole('table', { name: 'Registered works of Tunde Bello' });
    expect(works).toHaveTextContent('Harbour Lights');
    expect(works).toHaveTextContent('T-034.524.680-1');
    expect(calls.map((c) => c.path)).toContain(`/user/rightsholder_isni/${holder.id}`);
  });

  it('reads "pending" for an ISNI of zeros and shows an assigned one in display form', async () => {
    const zeros = createRightsHolderDetails({ name: 'Zero Isni' });
    const assigned = createRightsHolderDetails({ name: 'Assigned Isni' });
    stubApi({
      [`GET /rights-holders/${zeros.id}`]: ok(zeros),
      [`GET /user/rightsholder_isni/${zeros.id}`]: ok({ isni_number: '0000000000000000' }),
      [`GET /rights-holders/${assigned.id}`]: ok(assigned),
      [`GET /user/rightsholder_isni/${assigned.id}`]: ok({ isni_number: '000000012281955X' }),
    });
    const first = renderDetails(`/rightsholder/details?id=${zeros.id}`);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    first.unmount();

    renderDetails(`/rightsholder/details?id=${assigned.id}`);
    expect(await screen.findByText('0000 0001 2281 955X')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('shows the member’s own record without an id', async () => {
    const own = createRightsHolder({ name: 'Amara Nwosu', is_self: true });
    const { calls } = stubApi({
      'GET /rights-holders/search': ok([own], listMeta(1)),
      [`GET /rights-holders/${own.id}`]: ok(createRightsHolderDetails({ ...own })),
      [`GET /user/rightsholder_isni/${own.id}`]: ok({ isni_number: null }),
    });
    renderDetails('/rightsholder/details');
    expect(await screen.findByRole('heading', { name: 'Amara Nwosu' })).toBeInTheDocument();
    expect(screen.getByText('Your record')).toBeInTheDocument();
    expect(screen.getByText('Amara Nwosu holds no share in a registered work yet.')).toBeInTheDocument();
    expect(new URL(calls[0]?.url ?? '', 'http://localhost').searchParams.get('self')).toBe('true');
  });

  it('says so when the rights holder does not exist', async () => {
    stubApi({ 'GET /rights-holders/00000000-0000-4000-8000-0000000000ff': fail(404, 'Rights holder not found') });
    renderDetails('/rightsholder/details?id=00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByText('This rights holder does not exist')).toBeInTheDocument();
  });
});
