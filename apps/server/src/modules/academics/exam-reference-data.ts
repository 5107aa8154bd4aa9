import type { OpticFieldCode } from '@kampus/contract';

/** Subjects per country: title and short code, in the country's language. */
export const SUBJECT_BRANCHES: Record<'TR' | 'US' | 'GB', [string, string][]> = {
  TR: [
    ['Türkçe', 'TRK'],
    ['Matematik', 'MAT'],
    ['Fen Bilimleri', 'FEN'],
    ['Sosyal Bilgiler', 'SOS'],
    ['T.C. İnkılap Tarihi ve Atatürkçülük', 'İNK'],
    ['Din Kültürü ve Ahlak Bilgisi', 'DİN'],
    ['İngilizce', 'İNG'],
    ['Türk Dili ve Edebiyatı', 'TDE'],
    ['Fizik', 'FİZ'],
    ['Kimya', 'KİM'],
    ['Biyoloji', 'BİY'],
    ['Tarih', 'TAR'],
    ['Coğrafya', 'COĞ'],
    ['Felsefe', 'FEL'],
  ],
  US: [
    ['English Language Arts', 'ELA'],
    ['Mathematics', 'MATH'],
    ['Science', 'SCI'],
    ['Social Studies', 'SS'],
    ['Biology', 'BIO'],
    ['Chemistry', 'CHEM'],
    ['Physics', 'PHYS'],
    ['U.S. History', 'USH'],
    ['World Languages', 'WL'],
  ],
  GB: [
    ['English', 'ENG'],
    ['Mathematics', 'MATHS'],
    ['Science', 'SCI'],
    ['History', 'HIS'],
    ['Geography', 'GEO'],
    ['Modern Foreign Languages', 'MFL'],
    ['Religious Education', 'RE'],
    ['Computing', 'COMP'],
  ],
};

/** What an exam-result message may name, per country. */
export const MESSAGE_PARAMETERS: Record<'TR' | 'US' | 'GB', [string, string][]> = {
  TR: [
    ['{ogrenciAdi}', 'Öğrencinin adı ve soyadı'],
    ['{sinavAdi}', 'Sınavın adı'],
    ['{toplamPuan}', 'Toplam puan'],
    ['{sinifSirasi}', 'Sınıf sırası'],
    ['{genelSira}', 'Genel sıra'],
  ],
  US: [
    ['{studentName}', 'The student’s full name'],
    ['{examTitle}', 'The exam’s title'],
    ['{totalScore}', 'The total score'],
    ['{classRank}', 'The rank in the class'],
    ['{examRank}', 'The overall rank'],
  ],
  GB: [
    ['{studentName}', 'The pupil’s full name'],
    ['{examTitle}', 'The exam’s title'],
    ['{totalScore}', 'The total mark'],
    ['{classRank}', 'The position in the form'],
    ['{examRank}', 'The overall position'],
  ],
};

/** The fields an optical reader's record holds, as each country calls them. */
export const OPTIC_FIELD_NAMES: Record<'TR' | 'US' | 'GB', [string, OpticFieldCode][]> = {
  TR: [
    ['Öğrenci numarası', 'studentNumber'],
    ['Adı soyadı', 'studentName'],
    ['Sınıf', 'classTitle'],
    ['Kitapçık türü', 'booklet'],
    ['Cevaplar', 'answers'],
  ],
  US: [
    ['Student ID', 'studentNumber'],
    ['Student name', 'studentName'],
    ['Homeroom', 'classTitle'],
    ['Test form', 'booklet'],
    ['Answers', 'answers'],
  ],
  GB: [
    ['Candidate number', 'studentNumber'],
    ['Candidate name', 'studentName'],
    ['Form', 'classTitle'],
    ['Paper version', 'booklet'],
    ['Answers', 'answers'],
  ],
};
