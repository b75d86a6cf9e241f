import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { AuthModalContext, type AuthMode } from '../lib/auth/AuthModalContext';
import { SignInNotice } from './SignInNotice';

const auth = vi.hoisted(() => ({ user: null as Partial<User> | null, loading: false }));
vi.mock('../lib/auth/AuthContext', () => ({ useAuth: () => auth }));

function draw(props: Partial<Parameters<typeof SignInNotice>[0]> = {}) {
  const opened: (AuthMode | undefined)[] = [];
  render(
    <AuthModalContext.Provider value={{ openAuthModal: (mode) => opened.push(mode) }}>
      <SignInNotice
        title="ゲストとしてご利用中です"
        note="30日後に削除されます。"
        actionLabel="ログイン"
        mode="signup"
        tone="warning"
        {...props}
      />
    </AuthModalContext.Provider>,
  );
  return opened;
}

describe('SignInNotice', () => {
  it.each([
    { who: 'nobody signed in', user: null, loading: false, shown: true },
    {
      who: 'a guest (anonymous sign-in)',
      user: { is_anonymous: true },
      loading: false,
      shown: true,
    },
    { who: 'a signed-in account', user: { is_anonymous: false }, loading: false, shown: false },
    { who: 'the sign-in state still loading', user: null, loading: true, shown: false },
  ])('for $who: shown $shown', ({ user, loading, shown }) => {
    auth.user = user;
    auth.loading = loading;
    draw();
    expect(screen.queryByRole('region', { name: 'ゲストとしてご利用中です' }) !== null).toBe(shown);
  });

  it.each([
    ['signup', 'warning', 'alert-warning'],
    ['login', 'info', 'alert-info'],
  ] as const)('opens the dialog in %s mode, in the %s tone', async (mode, tone, className) => {
    auth.user = null;
    auth.loading = false;
    const opened = draw({ mode, tone });
    expect(screen.getByRole('region')).toHaveClass(className);
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(opened).toEqual([mode]);
  });

  it('gives its title the heading level asked for', () => {
    auth.user = null;
    draw({ titleAs: 'h2' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'ゲストとしてご利用中です' }),
    ).toBeVisible();
  });
});
