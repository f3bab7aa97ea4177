import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, User } from '@hub/proto';
import { ApiError, apiFetch, errorMessage, NO_CONTENT } from './client';

const user = {
  id: 'u1',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: null,
  username: null,
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
};

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends credentials on a GET and parses the body with the schema', async () => {
    const fetchMock = stubFetch(Response.json(user));
    await expect(apiFetch('/api/user', User)).resolves.toEqual(user);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/user');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', headers: {} });
  });

  it('sends JSON with the CSRF header on state-changing calls', async () => {
    const fetchMock = stubFetch(Response.json(user, { status: 201 }));
    await apiFetch('/api/auth/signup', User, { method: 'POST', body: { email: 'a@b.co' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"email":"a@b.co"}',
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
  });

  it('reads an answer with no content (204) as undefined', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/leagues/x/leave', NO_CONTENT, { method: 'POST' })).resolves.toBe(
      undefined,
    );
  });

  it('throws "status: body" and exposes the server message', async () => {
    stubFetch(Response.json({ message: 'Wrong e-mail or password' }, { status: 401 }));
    const error = await apiFetch('/api/auth/login', User, { method: 'POST' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('401: {"message":"Wrong e-mail or password"}');
    expect(error.serverMessage).toBe('Wrong e-mail or password');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 501, statusText: 'Not Implemented' }));
    const error = await apiFetch('/api/user/stats', User).catch((e) => e);
    expect(error.message).toBe('501: Not Implemented');
    expect(error.serverMessage).toBeNull();
  });
});

describe('errorMessage', () => {
  it('prefers the server message and never shows raw status lines', () => {
    expect(errorMessage(new ApiError(409, '409: {}', 'E-mail already registered'))).toBe(
      'E-mail already registered',
    );
    expect(errorMessage(new ApiError(500, '500: oops', null))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/reach the server/);
  });

  it('says so plainly when the device is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'You’re offline. This needs the server: try again once you’re back online.',
    );
  });
});
