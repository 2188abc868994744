import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Runs the loader as a page does: its module afresh, with the listeners and timers it sets up. */
async function runLoader(): Promise<void> {
  vi.resetModules();
  await import('@/web-server/after-paint/loader');
}

// What a visitor types or picks in a form before the page's code has run (web-server/after-paint/loader.ts)
// reaches the form's state once React has hydrated it, before the press on Send that was held with it:
// React itself keeps such text on screen but not in state, so the form would send empty fields.

function ContactForm({ onSend }: { onSend: (fields: { email: string; topic: string }) => void }) {
  const [email, setEmail] = useState('');
  const [topic, setTopic] = useState('other');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ email, topic });
      }}
    >
      <input aria-label="E-mail for our reply" value={email} onChange={(event) => setEmail(event.target.value)} />
      <select aria-label="Topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
        <option value="other">Something else</option>
        <option value="playback">Playing a title</option>
      </select>
      <output>{`${email} / ${topic}`}</output>
      <button type="submit">Send</button>
    </form>
  );
}

// React hydrates on its own schedule here, as in a browser, not inside act()
beforeEach(() => vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false));
afterEach(() => vi.unstubAllGlobals());

describe('a form filled in before the page’s code ran', () => {
  it('sends what the visitor typed and picked, once React has hydrated it', async () => {
    const onSend = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<ContactForm onSend={onSend} />);
    await runLoader();

    // the visitor fills the form and presses Send while the code is on its way
    const email = container.querySelector('input')!;
    email.value = 'viewer@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const topic = container.querySelector('select')!;
    topic.value = 'playback';
    topic.dispatchEvent(new Event('change', { bubbles: true }));
    container.querySelector('button')!.click();
    expect(onSend).not.toHaveBeenCalled();

    hydrateRoot(container, <ContactForm onSend={onSend} />);
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(container.querySelector('output')!.textContent).toBe('viewer@example.com / playback');
    expect(topic.value).toBe('playback');
    expect(email.value).toBe('viewer@example.com');
    expect(onSend.mock.calls).toEqual([[{ email: 'viewer@example.com', topic: 'playback' }]]);
  });
});
