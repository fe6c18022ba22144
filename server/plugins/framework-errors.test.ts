import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';

const t = useTestApp();

describe('addresses the router cannot read', () => {
  it('answers a broken %-escape with 400 and a detail', async () => {
    const user = await t.createUser();
    const response = await t.request({ method: 'DELETE', url: '/api/referral-codes/%', token: user.token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The address is not valid: it has a broken %-escape' });
  });

  it('answers a path parameter longer than any id with 414 and a detail, not echoing the address', async () => {
    const admin = await t.createAdmin();
    const response = await t.request({ method: 'GET', url: `/api/admin/users/${'x'.repeat(5000)}`, token: admin.token });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ detail: 'The address is too long' });
  });
});
