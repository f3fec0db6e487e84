import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_USER_TYPE, unlockScreen } from './session-api.ts';

vi.mock('../ui/feedback.ts', () => ({ toastError: vi.fn(), TOAST_SECONDS: 1.5 }));

describe('unlock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends account, the MD5 password, tenantId and userType (spec §4)', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: '', data: null })));
    vi.stubGlobal('fetch', fetchMock);
    await unlockScreen('admin', '123456', 't1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/oauth\/lock\/screen\?n=\d+$/);
    expect(JSON.parse(init.body as string)).toEqual({
      account: 'admin',
      password: 'e10adc3949ba59abbe56e057f20f883e',
      tenantId: 't1',
      userType: SIGN_IN_USER_TYPE,
    });
  });
});
