import { render, screen } from '@testing-library/react';
import { handOverFirstPaint } from './first-paint';

/** The landing page as the server sent it, typed into, with the caret in its password field. */
function sentPage(): HTMLElement {
  const sent = document.createElement('div');
  sent.innerHTML = '<input name="email" value="amara@example.com"><input name="password" type="password" value="quiet-harbour"><input name="empty">';
  document.body.append(sent);
  sent.querySelector<HTMLInputElement>('[name="password"]')?.focus();
  return sent;
}

describe('handing the page the server sent over to the app', () => {
  it("moves what was typed and the caret to the app's fields of the same name, which React hears, and removes the sent page", () => {
    const sent = sentPage();
    const onEmailChange = vi.fn();
    const { container } = render(
      <form>
        <input aria-label="Email" name="email" onChange={(event) => onEmailChange(event.target.value)} />
        <input aria-label="Password" name="password" type="password" />
        <input aria-label="Empty" name="empty" defaultValue="kept" />
      </form>,
    );
    handOverFirstPaint(sent, container);
    expect(screen.getByLabelText('Email')).toHaveValue('amara@example.com');
    expect(onEmailChange).toHaveBeenCalledWith('amara@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('quiet-harbour');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Empty')).toHaveValue('kept');
    expect(sent.isConnected).toBe(false);
  });

  it('does nothing a second time (React runs effects twice in development)', () => {
    const sent = sentPage();
    const { container } = render(<input aria-label="Email" name="email" />);
    handOverFirstPaint(sent, container);
    screen.getByLabelText('Email').blur();
    handOverFirstPaint(sent, container);
    expect(screen.getByLabelText('Email')).toHaveValue('amara@example.com');
    expect(screen.getByLabelText('Email')).not.toHaveFocus();
  });
});
