import { screen, within } from '@testing-library/react';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createMusicalWorkListItem, listMeta } from '../../../testing/catalogue-factories';
import { createSoundRecordingListItem } from '../../../testing/sound-recording-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { HelpScreen } from './help-screen';

const work = createMusicalWorkListItem({ title: 'Harbour Lights' });
const recording = createSoundRecordingListItem({ title: 'Night Ferry' });

function renderHelp() {
  return renderWithProviders(<HelpScreen />, { url: '/dashboard/help', path: '/dashboard/help' });
}

function stubLists(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /musical-works': ok([work], listMeta(1)),
    'GET /sound-recordings': ok([recording], listMeta(1)),
    ...extra,
  });
}

const sent = (body: unknown) => ({
  status: 201,
  body: {
    message: 'Your message has been sent to the society',
    data: { data: { id: '6b0d1d0e-8a43-4c7e-9a57-1f7f5b0d2c11', topic: 'shares', subject: 'Shares', message: 'x', item: (body as { item: unknown }).item ? { kind: 'musical_work', id: work.id, title: 'Harbour Lights' } : null, created_at: '2026-11-23T10:00:00.000Z' } },
  },
});

describe('Help', () => {
  it('filters the answers as the member types, and offers the form when none matches', async () => {
    stubLists();
    const { user } = renderHelp();
    expect(screen.getByRole('button', { name: 'How do I split the shares of a work?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search the answers'), 'isrc label');
    expect(screen.getByRole('button', { name: /^What are ISWC/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I split the shares of a work?' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search the answers'));
    await user.type(screen.getByLabelText('Search the answers'), 'karaoke');
    expect(screen.getByRole('status')).toHaveTextContent('No answer matches “karaoke”');
    expect(screen.getByRole('form', { name: 'Contact the society' })).toBeInTheDocument();
  });

  it("sends the topic, the message and the member's own work, then says what happens next", async () => {
    const api = stubLists({ 'POST /support/requests': ({ body }) => sent(body) });
    const { user } = renderHelp();
    const form = screen.getByRole('form', { name: 'Contact the society' });
    await user.click(within(form).getByRole('combobox', { name: /^Topic/ }));
    await user.click(await screen.findByRole('option', { name: 'Shares' }));
    await user.type(within(form).getByLabelText(/^Message/), 'My co-writer has 40%, not 50%.');
    const about = within(form).getByRole('combobox', { name: /^About one of your works/ });
    await vi.waitFor(() => expect(about).toBeEnabled());
    await user.click(about);
    await user.click(await screen.findByRole('option', { name: 'Harbour Lights' }));
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message has been sent to the society')).toBeInTheDocument();
    expect(screen.getByText(/answer you by e-mail/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/support/requests').map((call) => call.body)).toEqual([
      { topic: 'shares', message: 'My co-writer has 40%, not 50%.', item: { kind: 'musical_work', id: work.id } },
    ]);
  });

  it("says what is missing with the contract's words, and shows the server's refusal", async () => {
    const api = stubLists({ 'POST /support/requests': fail(429, 'Too many attempts: try again in 12 minutes') });
    const { user } = renderHelp();
    const form = screen.getByRole('form', { name: 'Contact the society' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Choose a topic')).toBeInTheDocument();
    expect(within(form).getByText('Message is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/support/requests')).toEqual([]);

    await user.click(within(form).getByRole('combobox', { name: /^Topic/ }));
    await user.click(await screen.findByRole('option', { name: 'Something else' }));
    await user.type(within(form).getByLabelText(/^Message/), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Too many attempts: try again in 12 minutes')).toBeInTheDocument();
  });
});
