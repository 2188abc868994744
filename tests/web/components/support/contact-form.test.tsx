import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/support/contact-form';
import { renderWithStores } from '../../render';

// Contact us (issue 16): prefilled after sign-in, bot-checked, and the answer quotes the reference.

const { postMock, takeBotToken } = vi.hoisted(() => ({ postMock: vi.fn(), takeBotToken: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { post: postMock } }));
vi.mock('@/lib/bot-token', () => ({ takeBotToken }));

beforeEach(() => {
  vi.clearAllMocks();
  takeBotToken.mockResolvedValue('bot-token');
});

describe('ContactForm', () => {
  it('is prefilled with the signed-in user’s name and e-mail, and sends the ticket with a bot check token', async () => {
    postMock.mockResolvedValueOnce({
      data: { status: 'success', message: 'Thank you. Your reference is CH-0A1B2C3D.', data: { reference: 'CH-0A1B2C3D' } },
    });
    renderWithStores(<ContactForm />, { user: { uuid: 'u1', firstname: 'Meera', lastname: 'Nair', email: 'meera@example.com' } });
    expect(screen.getByLabelText('Your name')).toHaveValue('Meera Nair');
    expect(screen.getByLabelText('E-mail for our reply')).toHaveValue('meera@example.com');
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'playback' } });
    fireEvent.change(screen.getByLabelText('How can we help?'), { target: { value: 'The film stops after ten minutes.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(takeBotToken).toHaveBeenCalledWith('contact');
    expect(postMock).toHaveBeenCalledWith(
      '/api/v1/support/tickets',
      {
        topic: 'playback',
        message: 'The film stops after ten minutes.',
        email: 'meera@example.com',
        name: 'Meera Nair',
        recaptchaToken: 'bot-token',
      },
      expect.anything(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Thank you. Your reference is CH-0A1B2C3D.');
  });

  it('says so when the bot check fails, and shows the origin’s words for a refusal', async () => {
    takeBotToken.mockResolvedValueOnce(null);
    renderWithStores(<ContactForm />);
    fireEvent.change(screen.getByLabelText('E-mail for our reply'), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText('How can we help?'), { target: { value: 'Something is not right here.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByRole('alert')).toHaveTextContent('reCAPTCHA verification failed. Please try again.');
    postMock.mockRejectedValueOnce({
      response: { status: 429, data: { message: 'Too many attempts. Please try again in 3600 seconds.' } },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 3600 seconds.');
  });
});
