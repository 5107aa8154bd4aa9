import { defineLabels } from '../define-module.ts';

/** What students is called, in the five languages. */
export const studentsLabels = defineLabels(
  {
    resources: {
      students: 'Students',
    },
    fields: {
      studentNumber: 'Student number',
      nationalId: 'National ID',
      gender: 'Gender',
      birthDate: 'Date of birth',
      enrollmentDate: 'Enrollment date',
      photo: 'Photo',
      photoKey: 'Photo file',
    },
    menu: {
      student_list: 'Students',
    },
  },
  {
    ar: {
      resources: {
        students: 'الطلاب',
      },
      fields: {
        studentNumber: 'رقم الطالب',
        nationalId: 'رقم الهوية الوطنية',
        gender: 'الجنس',
        birthDate: 'تاريخ الميلاد',
        enrollmentDate: 'تاريخ التسجيل',
        photo: 'الصورة',
        photoKey: 'ملف الصورة',
      },
      menu: {
        student_list: 'الطلاب',
      },
    },
    de: {
      resources: {
        students: 'Schüler',
      },
      fields: {
        studentNumber: 'Schülernummer',
        nationalId: 'Ausweisnummer',
        gender: 'Geschlecht',
        birthDate: 'Geburtsdatum',
        enrollmentDate: 'Einschreibedatum',
        photo: 'Foto',
        photoKey: 'Fotodatei',
      },
      menu: {
        student_list: 'Schüler',
      },
    },
    es: {
      resources: {
        students: 'Estudiantes',
      },
      fields: {
        studentNumber: 'Número de estudiante',
        nationalId: 'Documento de identidad',
        gender: 'Sexo',
        birthDate: 'Fecha de nacimiento',
        enrollmentDate: 'Fecha de matrícula',
        photo: 'Foto',
        photoKey: 'Archivo de la foto',
      },
      menu: {
        student_list: 'Estudiantes',
      },
    },
    tr: {
      resources: {
        students: 'Öğrenciler',
      },
      fields: {
        studentNumber: 'Öğrenci numarası',
        nationalId: 'T.C. kimlik numarası',
        gender: 'Cinsiyet',
        birthDate: 'Doğum tarihi',
        enrollmentDate: 'Kayıt tarihi',
        photo: 'Fotoğraf',
        photoKey: 'Fotoğraf dosyası',
      },
      menu: {
        student_list: 'Öğrenciler',
      },
    },
  },
);
