/**
 * Setup data beyond CRUD (platform spec sections 3, 5 and 9): seeded lookups, a bank account's
 * branch must be of its bank, agreement items numbered by the server (also when added at once),
 * money as decimal strings, report paper sizes, and schools kept apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: string;
let school: string;
let school2: string;
let highId: number;
let middleId: number;
let highSeason: string;

type Rec = Record<string, unknown> & { id: number };
type Problem = { violations: { propertyPath: string; message: string }[] };
const violationsOf = async (response: Response) =>
  (await json<Problem>(response)).violations.map(({ propertyPath, message }) => ({ propertyPath, message }));

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@kampus.test')).token;
  school = (await server.login('school@kampus.test')).token;
  school2 = (await server.login('school2@kampus.test')).token;
  const schools = await json<{ id: number; title: string }[]>(await server.call('/api/schools.json', { token: admin }));
  highId = schools.find((s) => s.title === 'Demo High School')?.id ?? 0;
  middleId = schools.find((s) => s.title === 'Demo Middle School')?.id ?? 0;
  const seasons = await json<{ id: number }[]>(
    await server.call(`/api/seasons.json?school=${highId}&isDefault=true`, { token: admin }),
  );
  highSeason = String(seasons[0]?.id);
});
afterAll(() => server.close());

const get = async <T = Rec[]>(path: string, token = school): Promise<T> => json<T>(await server.call(path, { token }));
const post = (path: string, body: unknown, token = school, language = 'en') =>
  server.call(path, { method: 'POST', json: body, token, headers: { 'accept-language': language } });
/** As the web client does: the active season in the `seasonId` header. */
const postInSeason = (path: string, body: unknown) =>
  server.call(path, { method: 'POST', json: body, token: school, headers: { seasonId: highSeason } });
const patch = (path: string, body: unknown, token = school) =>
  server.call(path, {
    method: 'PATCH',
    token,
    headers: { 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(body),
  });
const bankByCode = async (code: string): Promise<Rec> => {
  const [bank] = await get(`/api/banks.json?countryCode=TR&eftCode=${code}`);
  if (!bank) throw new Error(`no bank ${code}`);
  return bank;
};

describe('seeded lookups', () => {
  it('lists the banks of Turkey with their EFT codes, deposit, participation and development banks', async () => {
    const all = await get('/api/banks.json?countryCode=TR&pagination=false');
    expect(all.length).toBeGreaterThanOrEqual(40);
    const names = new Map(all.map((bank) => [bank.eftCode, bank.bankName]));
    expect(names.get('0010')).toBe('T.C. Ziraat Bankası A.Ş.');
    expect(names.get('0064')).toBe('Türkiye İş Bankası A.Ş.');
    expect(names.get('0205')).toBe('Kuveyt Türk Katılım Bankası A.Ş.');
    expect(new Set(all.map((bank) => bank.bankType))).toEqual(new Set(['deposit', 'participation', 'development']));
    expect(await get('/api/banks.json?countryCode=DE')).toEqual([]);
  });

  it('has payment methods, personnel categories and departments per country code', async () => {
    const tr = (await get('/api/payment_methods.json?countryCode=TR&pagination=false')).map((m) => m.title);
    expect(tr).toEqual(expect.arrayContaining(['Nakit', 'Kredi kartı', 'Havale / EFT', 'Çek', 'Senet']));
    const us = (await get('/api/payment_methods.json?countryCode=US&pagination=false')).map((m) => m.title);
    expect(us).toEqual(expect.arrayContaining(['Cash', 'Credit card', 'Bank transfer', 'Cheque', 'Promissory note']));
    expect((await get('/api/personnel_categories.json?countryCode=TR')).length).toBeGreaterThan(3);
    expect((await get('/api/departments.json?countryCode=GB')).map((d) => d.title)).toContain('Accounting');
  });

  it('lets only superadmins write a lookup', async () => {
    expect((await post('/api/banks', { bankName: 'Nope Bank', countryCode: 'TR' })).status).toBe(403);
    const created = await post('/api/banks', { bankName: 'Test Bank', countryCode: 'GB' }, admin);
    expect(created.status).toBe(201);
  });

  it('filters branches by bank', async () => {
    const ziraat = await bankByCode('0010');
    const isbank = await bankByCode('0064');
    const branch = await json<Rec>(
      await post('/api/bank_branches', { branchName: 'Test İş', bankId: isbank.id }, admin),
    );
    const ofZiraat = await get(`/api/bank_branches.json?bankId=${ziraat.id}`);
    expect(ofZiraat.length).toBeGreaterThan(0);
    expect(ofZiraat).toAllSatisfy((b) => b.bankId === ziraat.id);
    expect((await get(`/api/bank_branches.json?bankId=${isbank.id}`)).map((b) => b.id)).toEqual([branch.id]);
  });
});

describe('bank accounts', () => {
  let ziraat: Rec;
  let isbank: Rec;
  let ziraatBranch: Rec;
  let isBranch: Rec;
  beforeAll(async () => {
    ziraat = await bankByCode('0010');
    isbank = await bankByCode('0064');
    ziraatBranch = await json<Rec>(await post('/api/bank_branches', { branchName: 'Z1', bankId: ziraat.id }, admin));
    isBranch = await json<Rec>(await post('/api/bank_branches', { branchName: 'I1', bankId: isbank.id }, admin));
  });

  it('needs only the account name; currency defaults to TRY; the IBAN is not format-checked', async () => {
    const missing = await post('/api/bank_accounts', { iban: 'x' });
    expect(missing.status).toBe(422);
    expect(await violationsOf(missing)).toEqual([{ propertyPath: 'accountName', message: 'cannot be empty' }]);
    const created = await post('/api/bank_accounts', { accountName: 'Petty', iban: 'not an iban' });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ accountName: 'Petty', iban: 'not an iban', currency: 'TRY' });
  });

  it('takes a branch of the chosen bank and refuses a branch of another bank with 422', async () => {
    const ok = await post('/api/bank_accounts', {
      accountName: 'Fees',
      bankId: ziraat.id,
      bankBranch: `/api/bank_branches/${ziraatBranch.id}`,
    });
    expect(ok.status).toBe(201);
    const account = await json<Rec>(ok);
    expect(account.bankBranch).toBe(`/api/bank_branches/${ziraatBranch.id}`);

    const wrong = await post(
      '/api/bank_accounts',
      { accountName: 'Wrong', bankId: ziraat.id, bankBranch: isBranch.id },
      school,
      'tr',
    );
    expect(wrong.status).toBe(422);
    expect(await violationsOf(wrong)).toEqual([
      { propertyPath: 'bankBranch', message: 'Bu şube seçilen bankaya ait değil.' },
    ]);
    // Changing only the bank leaves the old bank's branch behind: refused too, nothing changed.
    expect((await patch(`/api/bank_accounts/${account.id}`, { bankId: isbank.id })).status).toBe(422);
    expect((await get<Rec>(`/api/bank_accounts/${account.id}`)).bankId).toBe(ziraat.id);
    const moved = await patch(`/api/bank_accounts/${account.id}`, { bankId: isbank.id, bankBranch: isBranch.id });
    expect(moved.status).toBe(200);
  });

  it('fills the bank from a branch chosen alone', async () => {
    const created = await json<Rec>(
      await post('/api/bank_accounts', { accountName: 'Branch only', bankBranch: isBranch.id }),
    );
    expect(created.bankId).toBe(isbank.id);
  });

  it('keeps one setting per school the default for collections, and answers 200 on create', async () => {
    const account = await json<Rec>(await post('/api/bank_accounts', { accountName: 'POS' }));
    const first = await post('/api/bank_account_settings', {
      bankAccountId: account.id,
      title: 'POS',
      isDefaultForCollections: true,
      posCommissionRate: '1.75',
    });
    expect(first.status).toBe(200);
    const second = await json<Rec>(
      await post('/api/bank_account_settings', {
        bankAccountId: account.id,
        title: 'Virtual POS',
        isDefaultForCollections: true,
      }),
    );
    const list = await get(`/api/bank_account_settings.json?bankAccountId=${account.id}`);
    expect(list.filter((s) => s.isDefaultForCollections).map((s) => s.id)).toEqual([second.id]);
    expect(list.find((s) => s.title === 'POS')?.posCommissionRate).toBe('1.75');
  });

  it('keeps accounts and settings of one school from another', async () => {
    const account = await json<Rec>(await post('/api/bank_accounts', { accountName: 'High only' }));
    expect((await server.call(`/api/bank_accounts/${account.id}`, { token: school2 })).status).toBe(404);
    expect((await get(`/api/bank_accounts.json?pagination=false`, school2)).map((a) => a.accountName)).not.toContain(
      'High only',
    );
    // A setting of the middle school cannot point at the high school's account.
    const foreign = await post('/api/bank_account_settings', { bankAccountId: account.id, title: 'x' }, school2);
    expect(foreign.status).toBe(422);
    expect((await json<Problem>(foreign)).violations[0]?.propertyPath).toBe('bankAccountId');
    expect(
      (await post('/api/bank_accounts', { accountName: 'x', school: `/api/schools/${highId}` }, school2)).status,
    ).toBe(422);
  });
});

describe('income and expenses', () => {
  it('requires institution and amount, stores money as a two-decimal string', async () => {
    const empty = await postInSeason('/api/income_expenses', {});
    expect((await json<Problem>(empty)).violations.map((v) => v.propertyPath).sort()).toEqual([
      'amount',
      'institutionTitle',
    ]);
    const created = await postInSeason('/api/income_expenses', {
      institutionTitle: 'Canteen',
      amount: '1250.5',
      addedAt: '2026-10-01',
    });
    expect(created.status).toBe(201);
    const record = await json<Rec>(created);
    expect(record).toMatchObject({ amount: '1250.50', entryType: 'income', addedAt: '2026-10-01' });
    expect(record.season).toBe(`/api/seasons/${highSeason}`);
    // Without an active season the record cannot be placed in one.
    const noSeason = await post('/api/income_expenses', { institutionTitle: 'Canteen', amount: '1.00' });
    expect((await violationsOf(noSeason)).map((v) => v.propertyPath)).toEqual(['season']);
  });

  it('refuses a binary float or an amount with more than two places with 422, storing nothing', async () => {
    const before = (await get('/api/income_expenses.json?pagination=false')).length;
    for (const amount of [0.1 + 0.2, 1250.505, '12,50', 'abc']) {
      const response = await postInSeason('/api/income_expenses', { institutionTitle: 'Float', amount });
      expect(response.status, String(amount)).toBe(422);
      expect((await json<Problem>(response)).violations[0]?.propertyPath).toBe('amount');
    }
    expect((await get('/api/income_expenses.json?pagination=false')).length).toBe(before);
  });

  it('points only at an account code of its own school; a code in use cannot be deleted', async () => {
    const [middleCode] = await get('/api/account_codes.json', school2);
    const foreign = await postInSeason('/api/income_expenses', {
      institutionTitle: 'X',
      amount: '1.00',
      accountCode: middleCode?.id,
    });
    expect(foreign.status).toBe(422);
    const code = await json<Rec>(await post('/api/account_codes', { accountName: 'Rent', code: '649' }));
    await postInSeason('/api/income_expenses', { institutionTitle: 'Rent', amount: '10.00', accountCode: code.id });
    expect((await server.call(`/api/account_codes/${code.id}`, { method: 'DELETE', token: school })).status).toBe(409);
    expect((await post('/api/account_codes', { accountName: 'Again', code: '649' })).status).toBe(422);
  });
});

describe('report types', () => {
  it('requires title, size, layout and font size; fonts run from 8 to 16', async () => {
    const empty = await post('/api/report_types', {});
    expect((await json<Problem>(empty)).violations.map((v) => v.propertyPath).sort()).toEqual([
      'fontSize',
      'paperLayout',
      'paperSize',
      'reportTitle',
    ]);
    for (const fontSize of [7, 17]) {
      const response = await post('/api/report_types', {
        reportTitle: 'F',
        paperSize: 'A4',
        paperLayout: 'portrait',
        fontSize,
      });
      expect(response.status).toBe(422);
    }
    expect(
      (await post('/api/report_types', { reportTitle: 'F', paperSize: 'B5', paperLayout: 'portrait', fontSize: 10 }))
        .status,
    ).toBe(422);
  });

  it('sets width and height from a fixed size, whatever was sent', async () => {
    const a5 = await json<Rec>(
      await post('/api/report_types', {
        reportTitle: 'A5',
        paperSize: 'A5',
        paperLayout: 'landscape',
        fontSize: 10,
        paperSizeWidth: 500,
        paperSizeHeight: 500,
      }),
    );
    expect(a5).toMatchObject({ paperSizeWidth: 148, paperSizeHeight: 210, paperLayout: 'landscape' });
    const letter = await json<Rec>(await patch(`/api/report_types/${a5.id}`, { paperSize: 'US Letter' }));
    expect(letter).toMatchObject({ paperSizeWidth: 216, paperSizeHeight: 279 });
    expect(await json<Rec>(await patch(`/api/report_types/${a5.id}`, { paperSizeWidth: 300 }))).toMatchObject({
      paperSizeWidth: 216,
    });
  });

  it('keeps a custom size, 210 x 297 mm unless given, and needs both', async () => {
    const custom = await json<Rec>(
      await post('/api/report_types', { reportTitle: 'C', paperSize: 'custom', paperLayout: 'portrait', fontSize: 12 }),
    );
    expect(custom).toMatchObject({ paperSizeWidth: 210, paperSizeHeight: 297 });
    expect(
      await json<Rec>(await patch(`/api/report_types/${custom.id}`, { paperSizeWidth: 100, paperSizeHeight: 150 })),
    ).toMatchObject({
      paperSize: 'custom',
      paperSizeWidth: 100,
      paperSizeHeight: 150,
    });
    const cleared = await patch(`/api/report_types/${custom.id}`, { paperSizeHeight: null });
    expect(cleared.status).toBe(422);
    expect(await violationsOf(cleared)).toEqual([{ propertyPath: 'paperSizeHeight', message: 'cannot be empty' }]);
  });

  it('lists static texts per report type and keeps them to the type’s school', async () => {
    const [report] = await get('/api/report_types.json?order[reportTitle]=asc');
    const created = await post('/api/report_static_texts', {
      reportId: report?.id,
      text: 'Signature',
      position: 'signature',
    });
    expect(created.status).toBe(201);
    expect((await get(`/api/report_static_texts.json?reportId=${report?.id}`)).map((t) => t.text)).toContain(
      'Signature',
    );
    const foreign = await post('/api/report_static_texts', { reportId: report?.id, text: 'x' }, school2);
    expect(foreign.status).toBe(422);
  });
});

describe('enrollment agreements and their items', () => {
  const items = async (agreementId: number, token = school) =>
    get(
      `/api/enrollment_agreement_items.json?enrollmentAgreementsId=${agreementId}&order[itemNo]=asc&pagination=false`,
      token,
    );

  it('requires a title; isActive is "1" unless said otherwise; the read-only contract is optional', async () => {
    expect((await post('/api/enrollment_agreements', {})).status).toBe(422);
    const created = await json<Rec>(await post('/api/enrollment_agreements', { title: 'Plain' }));
    expect(created).toMatchObject({ title: 'Plain', isActive: '1', readonlyContract: null });
    const [contract] = await get('/api/readonly_enrollment_contracts.json');
    const linked = await json<Rec>(
      await patch(`/api/enrollment_agreements/${created.id}`, {
        isActive: '0',
        readonlyContract: `/api/readonly_enrollment_contracts/${contract?.id}`,
      }),
    );
    expect(linked).toMatchObject({
      isActive: '0',
      readonlyContract: `/api/readonly_enrollment_contracts/${contract?.id}`,
    });
  });

  it('numbers items from 0, the highest plus one, with the template none by default', async () => {
    const agreement = await json<Rec>(await post('/api/enrollment_agreements', { title: 'Numbered' }));
    const first = await json<Rec>(
      await post('/api/enrollment_agreement_items', { enrollmentAgreementsId: agreement.id, itemText: 'One' }),
    );
    expect(first).toMatchObject({ itemNo: 0, additionalInfo: '0' });
    const second = await json<Rec>(
      await post('/api/enrollment_agreement_items', {
        enrollmentAgreementsId: agreement.id,
        itemText: 'Two',
        additionalInfo: 'feeInfo',
      }),
    );
    expect(second.itemNo).toBe(1);
    // After a delete the next is still the highest plus one; after the highest goes, it is reused.
    await server.call(`/api/enrollment_agreement_items/${first.id}`, { method: 'DELETE', token: school });
    const third = await json<Rec>(
      await post('/api/enrollment_agreement_items', { enrollmentAgreementsId: agreement.id, itemText: 'Three' }),
    );
    expect(third.itemNo).toBe(2);
    expect((await items(agreement.id)).map((item) => [item.itemNo, item.itemText])).toEqual([
      [1, 'Two'],
      [2, 'Three'],
    ]);
    const clash = await post('/api/enrollment_agreement_items', {
      enrollmentAgreementsId: agreement.id,
      itemText: 'Dup',
      itemNo: 2,
    });
    expect(clash.status).toBe(422);
    expect((await json<Problem>(clash)).violations[0]?.propertyPath).toBe('itemNo');
    const bad = await post('/api/enrollment_agreement_items', {
      enrollmentAgreementsId: agreement.id,
      itemText: 'x',
      additionalInfo: 'taxInfo',
    });
    expect(bad.status).toBe(422);
  });

  it('never gives two items added at once the same number', async () => {
    const agreement = await json<Rec>(await post('/api/enrollment_agreements', { title: 'Concurrent' }));
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post('/api/enrollment_agreement_items', { enrollmentAgreementsId: agreement.id, itemText: `Item ${index}` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    expect((await items(agreement.id)).map((item) => item.itemNo)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps one school's agreements and items from another", async () => {
    const agreement = await json<Rec>(await post('/api/enrollment_agreements', { title: 'High secret' }));
    await post('/api/enrollment_agreement_items', { enrollmentAgreementsId: agreement.id, itemText: 'Secret' });
    expect(await items(agreement.id, school2)).toEqual([]);
    expect((await server.call(`/api/enrollment_agreements/${agreement.id}`, { token: school2 })).status).toBe(404);
    const foreign = await post(
      '/api/enrollment_agreement_items',
      { enrollmentAgreementsId: agreement.id, itemText: 'x' },
      school2,
    );
    expect(foreign.status).toBe(422);
    const own = await json<Rec>(await post('/api/enrollment_agreements', { title: 'Middle own' }, school2));
    const seen = await get('/api/enrollment_agreements.json?pagination=false', school2);
    expect(seen.map((a) => a.id)).toContain(own.id);
    expect(seen.map((a) => a.id)).not.toContain(agreement.id);
    for (const a of seen) expect(a.school).toBe(`/api/schools/${middleId}`);
  });
});
