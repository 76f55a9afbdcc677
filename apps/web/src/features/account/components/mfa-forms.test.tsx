import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { MfaCodeForm } from './mfa-code-form';
import { MfaPasswordForm } from './mfa-password-form';

function refusal(code: string, status = 400) {
  return new ApiError(code, {}, status, 'Server title');
}

describe('MfaPasswordForm', () => {
  it('asks for the password before sending anything', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <MfaPasswordForm
        submitLabel="Continuer"
        isPending={false}
        error={null}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Saisissez votre mot de passe')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Mot de passe du compte'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(onSubmit).toHaveBeenCalledWith('secret-1');
  });

  it('shows a refused password under the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <MfaPasswordForm
        submitLabel="Continuer"
        isPending={false}
        error={null}
        onSubmit={() => {}}
      />,
    );
    await user.type(screen.getByLabelText('Mot de passe du compte'), 'mauvais');
    rerender(
      <MfaPasswordForm
        submitLabel="Continuer"
        isPending={false}
        error={refusal('auth.wrong_password')}
        onSubmit={() => {}}
      />,
    );
    const field = screen.getByLabelText('Mot de passe du compte');
    expect(field).toHaveValue('mauvais');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      /Mot de passe incorrect\. Veuillez vérifier votre mot de passe\./,
    );
  });

  it('shows other refusals above the button, not as a password problem', () => {
    render(
      <MfaPasswordForm
        submitLabel="Continuer"
        isPending={false}
        error={refusal('auth.too_many_attempts', 429)}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByLabelText('Mot de passe du compte')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    );
  });
});

describe('MfaCodeForm', () => {
  it('accepts only 6 digits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<MfaCodeForm isPending={false} error={null} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '12345');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Le code doit contenir 6 chiffres')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Code à 6 chiffres'), '6');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('shows a refused code under the field', () => {
    render(
      <MfaCodeForm
        isPending={false}
        error={refusal('auth.invalid_code', 401)}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByLabelText('Code à 6 chiffres')).toHaveAccessibleDescription(
      'Code invalide. Veuillez vérifier le code et réessayer.',
    );
  });

  it('says "Vérification..." and cannot be sent twice while checking', () => {
    render(<MfaCodeForm isPending error={null} onSubmit={() => {}} />);
    expect(screen.getByRole('button', { name: 'Vérification...' })).toBeDisabled();
  });
});
