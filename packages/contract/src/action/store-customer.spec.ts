import { describe, expect, it } from 'vitest';
import { storeCustomerFrom } from './store.actions.ts';

const personal = { phone: '+90 532 000 11 22', homeAddress: 'Çiçek Sokak 5', workAddress: null };
const parent = { userType: 9, name: 'Pelin', lastName: 'Veli', email: 'parent@kampus.test' };

describe('the store customer rule', () => {
  it('gives a parent the active student’s name and e-mail, and the parent’s own personal data', () => {
    const student = { name: 'Deniz', lastName: 'Öğrenci', email: 'deniz@kampus.test' };
    expect(storeCustomerFrom({ user: parent, student, personal })).toEqual({
      firstname: 'Deniz',
      lastname: 'Öğrenci',
      email: 'deniz@kampus.test',
      telephone: '+90 532 000 11 22',
      address: 'Çiçek Sokak 5',
      altAddress: '',
    });
  });

  it('keeps the parent’s e-mail when the student has none', () => {
    const student = { name: 'Deniz', lastName: 'Öğrenci', email: null };
    expect(storeCustomerFrom({ user: parent, student, personal }).email).toBe('parent@kampus.test');
  });

  it('gives anyone else their own name, and empty fields without personal data', () => {
    const teacher = { userType: 6, name: 'Tülay', lastName: 'Öğretmen', email: 'teacher@kampus.test' };
    const student = { name: 'Deniz', lastName: 'Öğrenci', email: 'deniz@kampus.test' };
    expect(storeCustomerFrom({ user: teacher, student, personal: null })).toEqual({
      firstname: 'Tülay',
      lastname: 'Öğretmen',
      email: 'teacher@kampus.test',
      telephone: '',
      address: '',
      altAddress: '',
    });
  });
});
