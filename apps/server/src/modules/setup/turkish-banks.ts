/**
 * Banks operating in Turkey (the banking regulator BDDK's list of deposit, participation and
 * development and investment banks), with their four-digit EFT codes where we know them for
 * certain; `null` where we do not, rather than a guess. No branch lists are seeded: branch
 * codes change and a wrong list is worse than none (superadmins add branches at
 * /config/bank-branches). Check codes against the central bank's EFT participant list before
 * relying on them for payment files.
 */
export interface BankSeed {
  bankName: string;
  eftCode: string | null;
  bankType: 'deposit' | 'participation' | 'development';
}

const deposit = (bankName: string, eftCode: string | null): BankSeed => ({ bankName, eftCode, bankType: 'deposit' });
const participation = (bankName: string, eftCode: string | null): BankSeed => ({
  bankName,
  eftCode,
  bankType: 'participation',
});
const development = (bankName: string, eftCode: string | null): BankSeed => ({
  bankName,
  eftCode,
  bankType: 'development',
});

export const turkishBanks: readonly BankSeed[] = [
  // Deposit banks: state-owned
  deposit('T.C. Ziraat Bankası A.Ş.', '0010'),
  deposit('Türkiye Halk Bankası A.Ş.', '0012'),
  deposit('Türkiye Vakıflar Bankası T.A.O.', '0015'),
  // Deposit banks: privately owned
  deposit('Akbank T.A.Ş.', '0046'),
  deposit('Anadolubank A.Ş.', '0135'),
  deposit('Fibabanka A.Ş.', '0103'),
  deposit('Şekerbank T.A.Ş.', '0059'),
  deposit('Turkish Bank A.Ş.', '0096'),
  deposit('Türk Ekonomi Bankası A.Ş.', '0032'),
  deposit('Türkiye Garanti Bankası A.Ş.', '0062'),
  deposit('Türkiye İş Bankası A.Ş.', '0064'),
  deposit('Yapı ve Kredi Bankası A.Ş.', '0067'),
  deposit('Adabank A.Ş.', '0100'),
  // Deposit banks: foreign-owned
  deposit('Alternatifbank A.Ş.', '0124'),
  deposit('Arap Türk Bankası A.Ş.', null),
  deposit('Bank of China Turkey A.Ş.', null),
  deposit('Burgan Bank A.Ş.', '0125'),
  deposit('Citibank A.Ş.', '0092'),
  deposit('Denizbank A.Ş.', '0134'),
  deposit('Deutsche Bank A.Ş.', '0115'),
  deposit('HSBC Bank A.Ş.', '0123'),
  deposit('ICBC Turkey Bank A.Ş.', '0109'),
  deposit('ING Bank A.Ş.', '0099'),
  deposit('MUFG Bank Turkey A.Ş.', null),
  deposit('Odea Bank A.Ş.', '0146'),
  deposit('QNB Bank A.Ş.', '0111'),
  // Deposit banks: branches of banks founded abroad
  deposit('Habib Bank Limited', null),
  deposit('Intesa Sanpaolo S.p.A.', null),
  deposit('JPMorgan Chase Bank N.A.', null),
  deposit('Société Générale (SA)', null),
  // Participation banks
  participation('Albaraka Türk Katılım Bankası A.Ş.', '0203'),
  participation('Kuveyt Türk Katılım Bankası A.Ş.', '0205'),
  participation('Türkiye Finans Katılım Bankası A.Ş.', '0206'),
  participation('Ziraat Katılım Bankası A.Ş.', '0209'),
  participation('Vakıf Katılım Bankası A.Ş.', '0210'),
  participation('Türkiye Emlak Katılım Bankası A.Ş.', '0211'),
  participation('Dünya Katılım Bankası A.Ş.', null),
  participation('Hayat Finans Katılım Bankası A.Ş.', null),
  participation('T.O.M. Katılım Bankası A.Ş.', null),
  // Development and investment banks
  development('İller Bankası A.Ş.', '0004'),
  development('Türkiye İhracat Kredi Bankası A.Ş. (Türk Eximbank)', '0016'),
  development('Türkiye Sınai Kalkınma Bankası A.Ş.', '0014'),
  development('Türkiye Kalkınma ve Yatırım Bankası A.Ş.', null),
  development('Aktif Yatırım Bankası A.Ş.', '0143'),
  development('Diler Yatırım Bankası A.Ş.', null),
  development('GSD Yatırım Bankası A.Ş.', null),
  development('Golden Global Yatırım Bankası A.Ş.', null),
  development('İstanbul Takas ve Saklama Bankası A.Ş.', null),
  development('Nurol Yatırım Bankası A.Ş.', null),
  development('Pasha Yatırım Bankası A.Ş.', null),
  development('Standard Chartered Yatırım Bankası Türk A.Ş.', null),
  development('BankPozitif Kredi ve Kalkınma Bankası A.Ş.', null),
];
