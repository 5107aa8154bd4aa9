/**
 * Data generator: adds users to the demo schools through the public API (the same validation
 * and hashing as any client), so lists are measured at a realistic size.
 */
export const generateUsers = async (base: string, token: string, count: number): Promise<void> => {
  const schools = (await (
    await fetch(`${base}/api/schools.json?type=school`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    id: number;
  }[];
  const names = ['Ayşe', 'Mehmet', 'Zeynep', 'Emre', 'Elif', 'Can', 'Defne', 'Mert', 'Ece', 'Kerem'];
  const lastNames = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan'];
  const queue = Array.from({ length: count }, (_, i) => i);
  const worker = async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      const response = await fetch(`${base}/api/users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: names[i % names.length],
          lastName: `${lastNames[Math.floor(i / names.length) % lastNames.length]} ${i}`,
          email: `bench-${i}@kampus.test`,
          userType: i % 3 === 0 ? '/api/user_types/6' : '/api/user_types/8',
          schoolId: schools[i % schools.length]?.id,
        }),
      });
      if (response.status !== 201) throw new Error(`user ${i}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
};
