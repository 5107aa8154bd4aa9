import { getResource } from '@kampus/contract/resources';
import { describe, expect, it } from 'vitest';
import { screenPermits } from './access.ts';
import { deleteCall } from './resources.ts';

const staff = { id: 1, audience: 'school' as const, superadmin: false };
const resource = (name: string) => {
  const found = getResource(name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

describe('what screens offer beyond the server’s permits', () => {
  it('offers Delete on fee settings to staff, as the zeroing patch the spec calls delete', async () => {
    const fees = resource('fee_settings');
    expect(screenPermits(fees, 'delete', staff)).toBe(true);
    expect(await deleteCall('fee_settings', 7)).toEqual({
      path: '/api/fee_settings/7',
      method: 'PATCH',
      body: {
        maxIndependentDiscount: '0.00',
        minEnrollmentFee: '0.00',
        maxInstallmentCount: 0,
        minDownPayment: '0.00',
        minInstallmentAmount: '0.00',
        maxInstallmentDate: '0000-00-00',
      },
    });
    expect(await deleteCall('lawyers', 3)).toEqual({ path: '/api/lawyers/3', method: 'DELETE' });
  });

  it('offers only reading of a deleted note’s copy, though the API takes the spec’s writes', () => {
    const copies = resource('deleted_promissory_notes');
    expect(screenPermits(copies, 'list', staff)).toBe(true);
    expect(screenPermits(copies, 'read', staff)).toBe(true);
    for (const operation of ['create', 'update', 'delete'] as const)
      expect(screenPermits(copies, operation, staff)).toBe(false);
    expect(screenPermits(resource('promissory_notes'), 'delete', staff)).toBe(true);
  });

  it('offers a parent no Delete of fee settings (they may not update them)', () => {
    expect(screenPermits(resource('fee_settings'), 'delete', { id: 9, audience: 'parent', superadmin: false })).toBe(
      false,
    );
  });
});
