import { DEFAULT_THEME, luminance, MantineProvider, Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { READABLE_TEXT, theme } from './theme';

/** WCAG's contrast ratio of two colours, from their relative luminance. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('readable text colours', () => {
  // White, the light variant's tint (shade 1) and the tint it takes under the pointer (shade 2):
  // a light button's label sits on each in turn.
  it.each(Object.entries(READABLE_TEXT))('%s text reaches 4.5:1 on white and on its light tints, hovered or not', (color, text) => {
    const shades = DEFAULT_THEME.colors[color];
    if (!shades) throw new Error(`${color} is not one of Mantine’s colours`);
    for (const background of ['#ffffff', shades[1], shades[2]]) {
      expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the theme’s defaults', () => {
  it('names a toast’s close button, which Mantine leaves without a name', () => {
    render(
      <MantineProvider theme={theme}>
        <Notification title="Saved">Your changes are saved</Notification>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('writes a titled toast’s message in the readable grey, not Mantine’s grey 6', () => {
    render(
      <MantineProvider theme={theme}>
        <Notification title="Signed out">Your session has ended: sign in again to continue</Notification>
      </MantineProvider>,
    );
    expect(screen.getByText('Your session has ended: sign in again to continue')).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
  });
});
