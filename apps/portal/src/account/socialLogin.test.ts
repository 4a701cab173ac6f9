import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizeUrl, startSocialLogin, takeSocialLogin } from './socialLogin';

describe('social login', () => {
  afterEach(() => sessionStorage.clear());

  it("goes to the provider's consent page with a random state back to /oauth/callback", () => {
    const go = vi.fn();
    startSocialLogin('google', go);
    const url = new URL(go.mock.calls[0]![0] as string, 'http://portal.test');
    expect(url.pathname).toBe('/wps/oauth/google/authorize');
    expect(url.searchParams.get('redirectUri')).toBe('/oauth/callback');
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(url.searchParams.get('lang')).toBe(document.documentElement.lang);
    expect(takeSocialLogin(url.searchParams.get('state'))).toBe('google');
  });

  it('refuses a state it did not make, and spends the kept one', () => {
    startSocialLogin('facebook', vi.fn());
    expect(takeSocialLogin('forged')).toBeNull();
    expect(takeSocialLogin(null)).toBeNull();
    expect(authorizeUrl('facebook', 'a b', 'en')).toBe(
      '/wps/oauth/facebook/authorize?redirectUri=%2Foauth%2Fcallback&state=a+b&lang=en',
    );
  });
});
