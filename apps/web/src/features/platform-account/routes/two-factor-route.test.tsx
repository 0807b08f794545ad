import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TwoFactorRoute from '#src/features/platform-account/routes/two-factor-route.tsx';
import { json, owner, renderAt, stubApi } from '#src/test/platform-test-helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const admin = { ...owner, role: 'Admin' as const, twoFactorSetupRequired: true, homePath: '/select-tenant' };
const codes = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);

describe('/two-factor', () => {
  it('shows the QR code as an image, never as markup, and the secret to type', async () => {
    stubApi({
      'GET /api/platform/session': () => json({ user: admin, secondFactorPending: false }),
      'POST /api/platform/two-factor/setup': () =>
        json({
          secret: 'ABCDEFGHIJKLMNOP',
          otpauthUrl: 'otpauth://totp/x',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        }),
    });
    const { tree } = renderAt('/two-factor', <TwoFactorRoute />);
    const { container } = render(tree);
    const image = await screen.findByRole('img', { name: /QR-code/ });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(container.querySelector('svg script, script')).toBeNull();
    expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeTruthy();
    expect(screen.getByText(/verplicht/)).toBeTruthy();
  });

  it('turns it on with the code, shows the recovery codes once and goes on to the home path', async () => {
    let enabled = false;
    const { calls } = stubApi({
      'GET /api/platform/session': () =>
        json({
          user: enabled ? { ...admin, twoFactorEnabled: true, twoFactorSetupRequired: false } : admin,
          secondFactorPending: false,
        }),
      'POST /api/platform/two-factor/setup': () =>
        json({ secret: 'ABCDEFGH', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' }),
      'POST /api/platform/two-factor/enable': () => {
        enabled = true;
        return json({ recoveryCodes: codes });
      },
    });
    const { tree, location } = renderAt('/two-factor', <TwoFactorRoute />);
    render(tree);
    const code = await screen.findByLabelText(/^Code uit de app/);
    fireEvent.change(code, { target: { value: '12345' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Tweestapsverificatie aanzetten' })));
    expect(screen.getByRole('alert').textContent).toBe('De code bestaat uit 6 cijfers');
    expect(calls.some((call) => call.route === 'POST /api/platform/two-factor/enable')).toBe(false);

    fireEvent.change(code, { target: { value: '123456' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Tweestapsverificatie aanzetten' })));
    expect(await screen.findByRole('heading', { name: 'Bewaar je herstelcodes' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(calls.filter((call) => call.route === 'POST /api/platform/two-factor/setup')).toHaveLength(1);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Ik heb ze bewaard/ })));
    await waitFor(() => expect(location.history.at(-1)).toBe('/select-tenant'));
  });
});
