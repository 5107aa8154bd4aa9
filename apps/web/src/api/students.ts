import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { idOf } from '@kampus/contract/resource';
import type { ApiRecord } from './types.ts';
import { useSession } from './use-session.ts';
import { saveBlob } from './save-blob.ts';

/** The student ids of a class or of a tag, for the student list's class and tag filters. */
export const useStudentIdsOf = (link: 'class_students' | 'student_taggings', id: string) => {
  const { schoolId } = useSession();
  const field = link === 'class_students' ? 'classId' : 'tagId';
  const studentField = link === 'class_students' ? 'student' : 'studentId';
  return useQuery({
    queryKey: [link, 'student-ids', schoolId, id],
    queryFn: async ({ signal }) => {
      const rows = await request<ApiRecord[]>(`/api/${link}.json`, {
        query: { [field]: id, pagination: 'false' },
        signal,
      });
      // A reference reads as an IRI (`/api/students/3`) or an id: the id is its last part.
      return [...new Set(rows.map((row) => idOf(row[studentField])).filter((id) => id !== undefined))];
    },
    enabled: id !== '',
  });
};

/** PUT /api/student_documents/{id}/file: the file's bytes, under its name. */
export const useUploadStudentDocument = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      request<ApiRecord>(`/api/student_documents/${id}/file`, {
        method: 'PUT',
        query: { name: file.name },
        body: file,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['student_documents'] }),
  });
};

/** GET /api/student_documents/{id}/file, saved under the document's file name. */
export const useDownloadStudentDocument = () =>
  useMutation({
    mutationFn: async ({ id, fileName }: { id: number; fileName: string }) => {
      const blob = await request<Blob>(`/api/student_documents/${id}/file`, { blob: true });
      saveBlob(blob, fileName);
    },
  });

/**
 * A student's photo as an address an `<img>` shows: the API answers it only with the caller's
 * token, which an `<img>` cannot send, so it is read as a Blob (once per `photo` version, kept for
 * the session) and shown from an object URL.
 */
export const useStudentPhoto = (photo: unknown) => {
  const path = typeof photo === 'string' && photo.startsWith('/api/students/') ? photo : '';
  return useQuery({
    queryKey: ['student-photo', path],
    queryFn: async ({ signal }) => {
      const [address = '', version = ''] = path.split('?v=');
      const blob = await request<Blob>(address, { blob: true, signal, query: { v: version } });
      return URL.createObjectURL(blob);
    },
    enabled: path !== '',
    staleTime: Infinity,
  });
};

/** PUT /api/students/{id}/photo: the image's bytes; the student is read again with its new `photo`. */
export const useUploadStudentPhoto = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      request<ApiRecord>(`/api/students/${id}/photo`, { method: 'PUT', body: file }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['students'] }),
  });
};
