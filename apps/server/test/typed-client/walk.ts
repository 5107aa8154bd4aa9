/** What the typed client's walk brings back (apart from the client, which needs the generated types). */
export interface Walk {
  userId: string;
  students: string[];
  studentName: string;
  created: { id: number; name: string; school: string };
  schools: string[];
}
