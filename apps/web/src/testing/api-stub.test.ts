import { requestFile } from '../lib/api-client';
import { call } from '../lib/call';
import { endpointOf } from './api-contract';
import { fail, ok, StubContractError, stubApi, takeStubContractProblems } from './api-stub';
import { createMusicalWork } from './catalogue-factories';

describe('the API stub', () => {
  it('finds the endpoint of a path, a literal path before a pattern', () => {
    expect(endpointOf('GET', '/musical-works/search')).toBe('GET /musical-works/search');
    expect(endpointOf('GET', '/musical-works/00000000-0000-4000-8000-000000000001')).toBe('GET /musical-works/:id');
    expect(endpointOf('PATCH', '/musical-works/1/rights-holders/2')).toBe('PATCH /musical-works/:id/rights-holders/:shareId');
    expect(endpointOf('GET', '/sound-recordings/logs')).toBe('GET /sound-recordings/logs');
    expect(endpointOf('PUT', '/musical-works/1')).toBeNull();
    expect(endpointOf('GET', '/musical-works/1/lyrics')).toBeNull();
  });

  it('refuses to stub an endpoint the contract does not describe', () => {
    expect(() => stubApi({ 'GET /musical-works/1/lyrics': ok([]) })).toThrow(
      new StubContractError('GET /musical-works/1/lyrics is stubbed, but the contract has no response schema for it: add it to src/testing/api-contract.ts'),
    );
  });

  it('refuses a success body that is not the endpoint’s response', () => {
    const work = createMusicalWork();
    expect(() => stubApi({ [`GET /musical-works/${work.id}`]: ok({ ...work, title: undefined }) })).toThrow(
      /The stub of GET \/musical-works\/\S+ answers 200 with a body that the response schema of GET \/musical-works\/:id refuses:\n.*\n {2}→ at data\.data\.title/,
    );
    expect(() => stubApi({ 'GET /musical-works': ok([]) })).toThrow(/data\.meta/);
    expect(() => stubApi({ [`GET /musical-works/${work.id}`]: ok(work) })).not.toThrow();
  });

  it('refuses a body with fields the API never sends', () => {
    const work = createMusicalWork();
    const share = { ...work.shares[0], rights_holder: { ...work.shares[0]?.rights_holder, roles: ['songwriter'] } };
    expect(() => stubApi({ [`GET /musical-works/${work.id}`]: ok({ ...work, shares: [share], lyrics: '' }) })).toThrow(
      /with fields the response schema of GET \/musical-works\/:id does not have: data\.data\.shares\[0\]\.rights_holder\.roles, data\.data\.lyrics$/,
    );
  });

  it('refuses an error body that is not the API’s errorBody', () => {
    expect(() => stubApi({ 'POST /auth/login': { status: 401, body: { error: 'Unauthorized' } } })).toThrow(/answers 401 with a body that errorBody refuses/);
    expect(() => stubApi({ 'POST /auth/login': fail(401, 'Wrong e-mail address or password', [{ path: 'email', message: 'Unknown' }]) })).not.toThrow();
  });

  it('fails a call whose answer, computed per call, the contract refuses, and reports it to the test', async () => {
    stubApi({ 'GET /user/user_isni': () => ok({ isni: '0000000121032683' }) });
    await expect(call('getOwnIsni')).rejects.toThrow(/GET \/user\/user_isni answers 200/);
    const problems = takeStubContractProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/→ at data\.data\.isni_number/);
  });

  it('serves a CSV download as text', async () => {
    const { fetchMock } = stubApi({ 'GET /sound-recordings/logs/export': { status: 200, body: 'Date,Event\r\n' } });
    const file = await requestFile('/sound-recordings/logs/export');
    await expect(file.blob.text()).resolves.toBe('Date,Event\r\n');
    const response = (await fetchMock.mock.results[0]?.value) as Response;
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
  });
});
